import { describe, expect, it } from 'vitest';
import { languageCode } from './language-select';

describe('languageCode: the short form a phone shows in the header', () => {
  it('is the language alone where the brand has one of each', () => {
    expect(languageCode('es', ['es', 'en', 'ro'])).toBe('ES');
    expect(languageCode('vn', ['vn', 'en'])).toBe('VI');
    expect(languageCode('mx', ['mx', 'en'])).toBe('ES');
  });

  it('names the country where two of the brand’s languages share one', () => {
    expect(languageCode('ph', ['ph', 'en'])).toBe('EN-PH');
    expect(languageCode('en', ['ph', 'en'])).toBe('EN-GB');
  });
});
