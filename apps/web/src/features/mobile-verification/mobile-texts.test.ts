// @vitest-environment node
/// <reference types="node" />
/**
 * The `mobile` namespace (public/locales/<lng>/mobile.json): every locale has the keys of en, each
 * plural form its language needs and no other, and the same placeholders.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { Locales, type Locale } from '../../config/brand-config-schema';
import { LocaleTags } from '../../config/locale-tags';
import { flatTexts, placeholdersOf } from '../../test/locale-texts';

const localesDir = join(dirname(fileURLToPath(import.meta.url)), '../../../public/locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

const texts = (lng: Locale) =>
  flatTexts(JSON.parse(readFileSync(join(localesDir, lng, 'mobile.json'), 'utf8')));

/** The keys `lng` must have: en's, with each plural written in the language's own categories. */
function expectedKeys(lng: Locale): string[] {
  const categories = new Intl.PluralRules(LocaleTags[lng]).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of texts('en').keys()) {
    const base = key.replace(PLURAL, '');
    if (PLURAL.test(key)) for (const category of categories) keys.add(`${base}_${category}`);
    else keys.add(key);
  }
  return [...keys].sort();
}

describe('mobile verification texts', () => {
  test.each(Locales)('%s has every key, in its plural forms, with the same placeholders', (lng) => {
    const own = texts(lng);
    expect([...own.keys()].sort()).toEqual(expectedKeys(lng));
    const en = texts('en');
    for (const [key, text] of own) {
      const english = en.get(key) ?? en.get(`${key.replace(PLURAL, '')}_other`) ?? '';
      expect(placeholdersOf(text), `${lng}: ${key}`).toEqual(placeholdersOf(english));
      expect(text.trim(), `${lng}: ${key}`).not.toBe('');
    }
  });
});
