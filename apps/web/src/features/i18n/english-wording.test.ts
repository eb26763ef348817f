// @vitest-environment node
/// <reference types="node" />
/**
 * The English-language locales (en, ph) say one thing one way. Walked on pesolend-ph: the contact
 * step's checkbox and link name the "data privacy policy", but leaving it unticked said "Accept the
 * terms and conditions and the data processing policy"; and among "Enter your …" / "Select …"
 * messages (the GOV.UK Design System's error messages), "Please enter your barangay".
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const localesDir = join(dirname(fileURLToPath(import.meta.url)), '../../../public/locales');

const ENGLISH_LOCALES = ['en', 'ph'] as const;

function file(locale: string, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(localesDir, locale, `${namespace}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
}

/** Every text of a value, with its key path. */
function texts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => texts(inner, `${path}>${key}`));
  }
  return [];
}

/** A text at a key path (`footer>privacy`). */
function text(texts: Record<string, unknown>, path: string): string {
  const found = path.split('>').reduce<unknown>((value, key) => {
    return value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }, texts);
  if (typeof found !== 'string') throw new Error(`No text at ${path}`);
  return found;
}

describe('English wording', () => {
  test.each(ENGLISH_LOCALES)(
    '%s: the consent and its error name the privacy document as its link does',
    (locale) => {
      const translation = file(locale, 'translation');
      const document = text(translation, 'footer>privacy').toLowerCase();
      expect({
        label: text(translation, 'fields>generalPolicies>label'),
        required: text(translation, 'fields>generalPolicies>required'),
      }).toEqual({
        label: expect.stringContaining(document) as string,
        required: expect.stringContaining(document) as string,
      });
    },
  );

  test.each(ENGLISH_LOCALES)(
    '%s: a field’s required message says what to do, without "Please"',
    (locale) => {
      const pleading = texts(file(locale, 'translation').fields, 'fields')
        .filter(([path]) => /^required(_[A-Z]{2})?$/.test(path.split('>').at(-1) ?? ''))
        .filter(([, message]) => /^please\b/i.test(message))
        .map(([path, message]) => `${path}: ${message}`);
      expect(pleading).toEqual([]);
    },
  );

  test('ph writes "email", as its e-mail field\'s label does, in every file', () => {
    const phDir = join(localesDir, 'ph');
    const hyphenated = readdirSync(phDir)
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) => texts(file('ph', name.replace(/\.json$/, '')), name))
      .filter(([, value]) => /e-mail/i.test(value))
      .map(([path]) => path);
    expect(text(file('ph', 'translation'), 'fields>contactDetails>email>label')).toBe(
      'Email address',
    );
    expect(hyphenated).toEqual([]);
  });
});
