// @vitest-environment node
/// <reference types="node" />
/**
 * A field's "required" message names the field in its label's words (the GOV.UK Design System's
 * rule for error messages), so that an applicant reading the error summary knows which field it
 * means. Checked in the English-language locales, where the words can be compared as written:
 * walked on pesolend-ph, whose English says "ZIP code" and "City or municipality", the summary
 * said "Enter your postcode" and "Enter your town or city".
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';

const localesDir = join(dirname(fileURLToPath(import.meta.url)), '../../../public/locales');

/** A label may say which country's document it is ("Spanish DNI or NIE"); the message need not. */
const NATIONALITIES = /^(spanish|romanian|polish|german|colombian|mexican|vietnamese|filipino) /;

/**
 * Messages that name their field in other words, each for a reason. Keyed `step>field_COUNTRY`.
 */
const OWN_WORDS: Readonly<Record<string, string>> = {
  // The label is short for the screen; the message says what "city" means there.
  'contactDetails>province_VN': 'a centrally run city is a province-level unit',
  // A count is asked for as "how many", with 0 allowed.
  'otherDetails>numberOfDependants': 'the message asks how many, and says 0 is an answer',
};

/** A field's texts: `label`, `required`, `hint`, each maybe by country (`label_ES`). */
const Texts = z.record(z.string(), z.unknown());
const Translation = z.object({ fields: z.record(z.string(), z.record(z.string(), z.unknown())) });

function fieldTexts(locale: string) {
  const file = join(localesDir, locale, 'translation.json');
  return Translation.parse(JSON.parse(readFileSync(file, 'utf8'))).fields;
}

/**
 * The words of a label a message should repeat: without brackets, a nationality, "their" or an
 * "if any" (an optional field's label says so, its message need not).
 */
function labelWords(label: string): string[] {
  const bracketed = /\(([^)]+)\)/.exec(label)?.[1]?.split(' ')[0]?.toLowerCase();
  const words = label
    .replace(/\s*\([^)]*\)/g, '')
    .trim()
    .toLowerCase()
    .replace(NATIONALITIES, '')
    .replace(/^their /, '')
    .replace(/, if any$/, '');
  return bracketed ? [words, bracketed] : [words];
}

function mismatches(locale: string): string[] {
  const found: string[] = [];
  for (const [step, fields] of Object.entries(fieldTexts(locale))) {
    for (const [field, value] of Object.entries(fields)) {
      const parsed = Texts.safeParse(value);
      if (!parsed.success) continue;
      const texts = parsed.data;
      for (const [key, required] of Object.entries(texts)) {
        const country = /^required(_[A-Z]{2})?$/.exec(key)?.[1] ?? '';
        if (!key.startsWith('required') || typeof required !== 'string') continue;
        const label = texts[`label${country}`] ?? texts.label;
        // A question ("Where do you live?") is answered, not named.
        if (typeof label !== 'string' || label.endsWith('?')) continue;
        if (OWN_WORDS[`${step}>${field}${country}`]) continue;
        const message = required.toLowerCase();
        if (!labelWords(label).some((words) => message.includes(words))) {
          found.push(`${step}>${field}${country}: "${label}" / "${required}"`);
        }
      }
    }
  }
  return found;
}

describe('a required message names its field as the label does', () => {
  test.each(['en', 'ph'])('in %s', (locale) => {
    expect(mismatches(locale)).toEqual([]);
  });
});
