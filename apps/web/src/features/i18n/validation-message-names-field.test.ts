// @vitest-environment node
/// <reference types="node" />
/**
 * A message that several fields give (a whole number from 1 to 31, a street's or a flat's marks,
 * a phone number's length, the lead API's refusals) names its field (`{{label}}`), in every
 * locale: in the error summary, "Escribe un número entero del 1 al 31" beside "Escribe una
 * cantidad entre 0 y 20.000" said neither which was the payday nor which the amount (two walkers,
 * MX, PL, RO). Messages that name their field in their own words (a DNI's format, an age) are not
 * listed.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';

const localesDir = join(dirname(fileURLToPath(import.meta.url)), '../../../public/locales');

const SHARED_BY_FIELDS = [
  'required',
  'amountFormat',
  'amountTooLong',
  'amountRange',
  'wholeNumberRange',
  'jobTitleFormat',
  'streetFormat',
  'houseNumberFormat',
  'flatNumberFormat',
  'blockNumberFormat',
  'cityFormat',
  'companyNameFormat',
  'emailFormat',
  'postalCodeFormat',
  'phoneNumberFormat',
  'phoneNumberTooShort',
  'phoneNumberTooLong',
  'phoneNumberCountry',
  'phoneNumberNotMobile',
  'personalCodeCheckDigit',
  'serverInvalidFormat',
  'serverInvalidType',
  'serverInvalidChoice',
  'serverTooShort',
  'serverTooSmall',
  'serverTooLarge',
  'serverOutOfRange',
  'serverUnknownField',
  'serverNotAccepted',
] as const;

const Validation = z.object({ validation: z.record(z.string(), z.unknown()) });
const locales = readdirSync(localesDir);

describe('a message several fields give names its field', () => {
  test.each(locales)('%s', (locale) => {
    const file = join(localesDir, locale, 'translation.json');
    const { validation } = Validation.parse(JSON.parse(readFileSync(file, 'utf8')));
    const texts = Object.entries(validation).filter(([key]) =>
      SHARED_BY_FIELDS.some((shared) => key === shared || key.startsWith(`${shared}_`)),
    );
    // Each key is there (with its country's versions where it has them).
    expect(
      SHARED_BY_FIELDS.filter((shared) => !texts.some(([key]) => key.startsWith(shared))),
    ).toEqual([]);
    expect(
      texts
        .filter(([, text]) => typeof text !== 'string' || !text.startsWith('{{label}}'))
        .map(([key]) => key),
    ).toEqual([]);
  });
});

/**
 * Whose the field is, a shared message does not say: the employer's postcode was told to be
 * written "as in your address" (walker I, RO). The words for the applicant's own address, in each
 * locale's texts.
 */
const OWN_ADDRESS: Record<string, RegExp> = {
  en: /your address/i,
  ph: /your address/i,
  es: /tu dirección/i,
  mx: /tu dirección/i,
  co: /su dirección/i,
  de: /Ihrer Adresse/,
  pl: /swoim adresie/i,
  ro: /adresa dumneavoastră/i,
  vn: /địa chỉ của bạn/i,
};

describe('a message several fields give does not say whose the field is', () => {
  test.each(locales)('%s', (locale) => {
    const file = join(localesDir, locale, 'translation.json');
    const { validation } = Validation.parse(JSON.parse(readFileSync(file, 'utf8')));
    const own = OWN_ADDRESS[locale];
    expect(own, `the words for "your address" in ${locale}`).toBeDefined();
    expect(
      Object.entries(validation)
        .filter(([key]) =>
          SHARED_BY_FIELDS.some((shared) => key === shared || key.startsWith(`${shared}_`)),
        )
        .filter(([, text]) => typeof text === 'string' && own?.test(text))
        .map(([key]) => key),
    ).toEqual([]);
  });
});
