import { schemasMadeBy } from '@lf/contract/testing';
import { describe, expect, test } from 'vitest';
import { defaultRules } from './test-rules';
import { readUrlParameters, urlParametersSchema } from './url-parameters';

describe('url parameters', () => {
  // Most visits carry none of them: their first page makes no schema for it (issue 13).
  test('an address with none of them gives none, without making a schema', async () => {
    let read: unknown;
    const made = await schemasMadeBy(() => {
      read = readUrlParameters('?brand=x&utm_source=y', defaultRules);
    });
    expect(read).toEqual({});
    expect(made).toBe(0);
  });

  test('parses every known parameter at once, each on its own', () => {
    expect(
      readUrlParameters(
        '?sellingTierGlobalId=p&amount=%3Cb%3E&period=75&firstName=Ana&lastName=1&unknown=x',
        defaultRules,
      ),
    ).toEqual({ sellingTierGlobalId: 'p', period: 75, firstName: 'Ana' });
  });

  test('trims identifiers and refuses ones with quotes, brackets, spaces or over 255 characters', () => {
    const schema = urlParametersSchema(defaultRules);
    expect(schema.parse({ sellingTierGlobalId: ' partner_1 ' }).sellingTierGlobalId).toBe(
      'partner_1',
    );
    for (const value of ['a b', 'a"b', "a'b", 'a<b', 'a>b', 'a;b', 'x'.repeat(256)]) {
      expect(
        schema.parse({ sellingTierGlobalId: value }).sellingTierGlobalId,
        value,
      ).toBeUndefined();
    }
  });

  test('cuts a long sessionId short instead of dropping it, so the session still sees one', () => {
    expect(urlParametersSchema(defaultRules).parse({ sessionId: 'x'.repeat(100) }).sessionId).toBe(
      'x'.repeat(37),
    );
  });
});
