// @vitest-environment node
/// <reference types="node" />
/**
 * The Polish texts address the applicant with a capital, as Polish writing to one reader does
 * ("Twój", "Twoim", "Ciebie"), everywhere. Walked on pozyczka-plus-pl: the dependants' message
 * said "na twoim utrzymaniu" under a label that says "Twoim".
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { textsOfLocale, textsSaying } from '../../test/locale-texts-on-disk';

const polishDir = join(dirname(fileURLToPath(import.meta.url)), '../../../public/locales/pl');

/** The possessive and "you" forms written to the reader, in lower case. */
const LOWER_CASE_ADDRESS = /(?<![\p{L}])(twój|twoj\p{L}*|twoi\p{L}*|twoją|ciebie)(?![\p{L}])/u;

/** Every text of a translation file, with its key path. */
function texts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => texts(inner, `${path}>${key}`));
  }
  return [];
}

test('every Polish text writes "Twój", "Twoim", "Ciebie" with a capital', () => {
  const lowerCase = readdirSync(polishDir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => texts(JSON.parse(readFileSync(join(polishDir, file), 'utf8')), file))
    .filter(([, text]) => LOWER_CASE_ADDRESS.test(text))
    .map(([path]) => path);
  expect(lowerCase).toEqual([]);
});

/**
 * A past form said to the reader is a man's ("dostałeś", "wypisałeś"; a woman's ends in "-łaś"):
 * the Polish texts say it without one ("Kod nie dotarł?"), as the rest of them do ("Student /
 * studentka"). Walked on pozyczka-plus-pl: the code page asked "Nie dostałeś kodu?".
 */
test('no Polish text addresses the reader as a man only', () => {
  expect(textsSaying(textsOfLocale('pl'), /(?<![\p{L}])(\p{L}+(?:łeś|łbyś))(?![\p{L}])/u)).toEqual(
    [],
  );
});
