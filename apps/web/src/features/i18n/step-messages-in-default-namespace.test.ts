// @vitest-environment node
/// <reference types="node" />
/**
 * The messages the step form's own checks give (step-validation.ts) are shown on the classic
 * pages too, which load no `dynamic` namespace: each is in every locale's default namespace.
 * A birth date to come, told "dateMustBePast" (a v3 text until then), showed the raw key
 * "validation>dateMustBePast" on credito-agil-co's personal details.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const localesDir = join(here, '../../../public/locales');
const checks = readFileSync(join(here, '../steps/step-validation.ts'), 'utf8');
const keys = [
  ...new Set([...checks.matchAll(/'(validation>[A-Za-z>]+)'/g)].map((match) => match[1] ?? '')),
];

const lookUp = (texts: unknown, key: string): unknown =>
  key.split('>').reduce<unknown>((node, part) => {
    if (typeof node !== 'object' || node === null) return undefined;
    const record = node as Record<string, unknown>;
    // A text with a version per country (`…_ES`) is there if any version is.
    return (
      record[part] ?? Object.entries(record).find(([name]) => name.startsWith(`${part}_`))?.[1]
    );
  }, texts);

test.each(readdirSync(localesDir))(
  '%s: every message of the step checks is in translation.json',
  (locale) => {
    const texts: unknown = JSON.parse(
      readFileSync(join(localesDir, locale, 'translation.json'), 'utf8'),
    );
    expect(keys.length).toBeGreaterThan(5);
    expect(keys.filter((key) => typeof lookUp(texts, key) !== 'string')).toEqual([]);
  },
);
