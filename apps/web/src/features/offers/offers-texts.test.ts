// @vitest-environment node
/// <reference types="node" />
/**
 * The `offers` namespace (public/locales/<lng>/offers.json: the offer pages, the accepted page's
 * password, the thank-you page's partner logos): the code asks only for keys en has. That every
 * locale has en's keys is checked with every namespace (i18n/translations.test.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { Locale } from '../../config/brand-config-schema';
import { flatTexts } from '../../test/locale-texts';

const localesDir = join(dirname(fileURLToPath(import.meta.url)), '../../../public/locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

const texts = (lng: Locale) =>
  flatTexts(JSON.parse(readFileSync(join(localesDir, lng, 'offers.json'), 'utf8')));

/** The files that read the namespace, and the keys they build from a problem's name. */
const sourceDirs = ['.', '../results'].map((dir) =>
  join(dirname(fileURLToPath(import.meta.url)), dir),
);
const BUILT_KEYS: Record<string, readonly string[]> = {
  'adjust>': [
    'amountEmpty',
    'amountFormat',
    'amountRange',
    'periodEmpty',
    'periodFormat',
    'periodRange',
  ],
  'password>': ['empty', 'tooShort', 'tooLong'],
};

describe('offer texts the code asks for', () => {
  test('every key written in the code, and every key it builds, is in en', () => {
    const en = new Set([...texts('en').keys()].map((key) => key.replace(PLURAL, '')));
    const asked = new Set<string>();
    for (const dir of sourceDirs) {
      for (const file of readdirSync(dir).filter(
        (name) => /\.tsx?$/.test(name) && !name.includes('.test.'),
      )) {
        const source = readFileSync(join(dir, file), 'utf8');
        for (const match of source.matchAll(/\bt\(\s*'([a-zA-Z]+>[a-zA-Z]+)'/g))
          asked.add(match[1] ?? '');
        for (const match of source.matchAll(/'([a-zA-Z]+>[a-zA-Z]+)'\s*:/g))
          asked.add(match[1] ?? '');
      }
    }
    for (const [prefix, names] of Object.entries(BUILT_KEYS))
      for (const name of names) asked.add(prefix + name);
    const appKeys = [...asked].filter((key) =>
      /^(common|errors|pages|results|loanSummary)>/.test(key),
    );
    expect([...asked].filter((key) => !en.has(key) && !appKeys.includes(key))).toEqual([]);
    expect(asked.size).toBeGreaterThan(40);
  });
});
