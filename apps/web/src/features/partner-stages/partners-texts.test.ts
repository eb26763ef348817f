// @vitest-environment node
/// <reference types="node" />
/**
 * The `partners` namespace (public/locales/<lng>/partners.json): every locale has the keys of en
 * with the same placeholders, no empty text, and no English left where the language is not
 * English (partner names and file types aside).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { Locales, type Locale } from '../../config/brand-config-schema';
import { LocaleTags } from '../../config/locale-tags';
import { flatTexts, placeholdersOf } from '../../test/locale-texts';

const localesDir = join(dirname(fileURLToPath(import.meta.url)), '../../../public/locales');

const texts = (lng: Locale) =>
  flatTexts(JSON.parse(readFileSync(join(localesDir, lng, 'partners.json'), 'utf8')));
/** Written the same in every language. */
const NAMES = /\b(Instantor|Tink|Paylands|JPG|PNG|PDF|MB)\b/g;

describe('partner stage texts', () => {
  test.each(Locales)('%s has every key of en, with the same placeholders', (lng) => {
    const own = texts(lng);
    const en = texts('en');
    expect([...own.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of own) {
      expect(placeholdersOf(text), `${lng}: ${key}`).toEqual(placeholdersOf(en.get(key) ?? ''));
      expect(text.trim(), `${lng}: ${key}`).not.toBe('');
    }
  });

  test.each(Locales.filter((lng) => !LocaleTags[lng].startsWith('en-')))(
    '%s leaves no text in English',
    (lng) => {
      const en = texts('en');
      const left = [...texts(lng)]
        .filter(([key, text]) => text === en.get(key))
        .filter(([, text]) => /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, '').replace(NAMES, '')))
        .map(([key]) => key);
      expect(left).toEqual([]);
    },
  );
});
