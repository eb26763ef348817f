import { describe, expect, test } from 'vitest';
import { ChoiceCountries, ChoiceLocales, ChoicePaths, ChoicesAnswerSchema } from './choices';
import { LookupCountries } from './lookups';
import { PolicyLocales } from './policies';

describe('choice lists contract', () => {
  test('its locales and countries are the product’s', () => {
    expect(ChoiceLocales).toEqual(PolicyLocales);
    expect(ChoiceCountries).toEqual(LookupCountries);
  });

  test('the path carries the locale and the brand’s country', () => {
    expect(ChoicePaths.list('position', { locale: 'mx', country: 'MX' })).toBe(
      '/choices/position?locale=mx&country=MX',
    );
  });

  test('an empty list is refused, so that no select is ever left empty', () => {
    const answer = { list: 'country', locale: 'es', country: 'ES', choices: [] };
    expect(ChoicesAnswerSchema.safeParse(answer).success).toBe(false);
    const one = { ...answer, choices: [{ value: 'ES', label: 'España' }] };
    expect(ChoicesAnswerSchema.safeParse(one).success).toBe(true);
  });
});
