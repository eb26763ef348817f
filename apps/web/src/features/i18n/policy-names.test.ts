// @vitest-environment node
/// <reference types="node" />
/**
 * A document has one name in a language: the cookie banner's link to the data policy reads as the
 * footer's and the contact step's do (en called it "Data privacy policy" in the banner and "Data
 * processing policy" everywhere else).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { Locales } from '../../config/locale-schema';

const localesDir = join(dirname(fileURLToPath(import.meta.url)), '../../../public/locales');

const read = (locale: string, namespace: string): unknown =>
  JSON.parse(readFileSync(join(localesDir, locale, `${namespace}.json`), 'utf8'));

const at = (texts: unknown, path: string): unknown =>
  path
    .split('>')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      texts,
    );

describe('the data policy’s name', () => {
  test.each(Locales)('in %s, the cookie banner names it as the footer does', (locale) => {
    const footer = at(read(locale, 'translation'), 'footer>privacy');
    expect(typeof footer).toBe('string');
    expect(at(read(locale, 'cookie-consent'), 'privacy')).toBe(footer);
  });
});
