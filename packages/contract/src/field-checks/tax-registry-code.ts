import type { LookupCountry } from '../lookups.js';
import { isCalendarDate, normalizeIdentifier } from './national-id/national-id-result.js';
import { checkSpanishDniNie } from './national-id/spain-dni-nie.js';
import { normalizeDigits } from '../normalize-digits.js';
import { message, type CheckMessage, type CheckMessageKey } from './check-message.js';

/**
 * An employer's tax id (spec: employer.taxRegistryCode) as each country writes it: upper case,
 * without the spaces, dots, hyphens and slashes typed to group it. Romania's "RO" VAT prefix is
 * kept when given.
 */
export function canonicalTaxRegistryCode(value: string): string {
  return normalizeIdentifier(normalizeDigits(value)).replace(/\//g, '');
}

/** The message that describes each country's tax id when its shape is wrong. */
export const TaxRegistryCodeFormatKeys: Readonly<Record<LookupCountry, CheckMessageKey>> = {
  ES: 'validation>cifFormat',
  RO: 'validation>cuiFormat',
  PL: 'validation>nipFormat',
  DE: 'validation>steuernummerFormat',
  MX: 'validation>rfcFormat',
  CO: 'validation>taxIdFormat',
  PH: 'validation>taxIdFormat',
  VN: 'validation>taxIdFormat',
};

type Verdict = 'ok' | 'format' | 'checkDigit';

const CIF = /^([ABCDEFGHJNPQRSUVW])([0-9]{7})([0-9A-J])$/;

/** Spain's CIF control: the digits at odd places doubled (their digits added), then mod 10. */
export function cifControl(sevenDigits: string): number {
  let sum = 0;
  for (let index = 0; index < 7; index += 1) {
    const digit = Number(sevenDigits.charAt(index));
    sum += index % 2 === 0 ? Math.floor((digit * 2) / 10) + ((digit * 2) % 10) : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Spain: a company's CIF (a letter for its legal form, 7 digits, a control digit or letter: a
 * letter for P Q R S N W, a digit for A B E H), or a self-employed employer's NIF (DNI or NIE).
 */
function spain(code: string): Verdict {
  const cif = CIF.exec(code);
  if (!cif?.[1] || !cif[2] || !cif[3]) {
    const nif = checkSpanishDniNie(code);
    if (nif.ok) return 'ok';
    return nif.reason === 'format' ? 'format' : 'checkDigit';
  }
  const control = cifControl(cif[2]);
  const letter = 'JABCDEFGHI'.charAt(control);
  const given = cif[3];
  if ('PQRSNW'.includes(cif[1])) return given === letter ? 'ok' : 'checkDigit';
  if ('ABEH'.includes(cif[1])) return given === String(control) ? 'ok' : 'checkDigit';
  return given === letter || given === String(control) ? 'ok' : 'checkDigit';
}

const CUI_KEY = '753217532';

/** Romania: CUI/CIF, 2 to 10 digits (optionally after "RO"), the last a control digit. */
function romania(code: string): Verdict {
  const digits = /^(?:RO)?([0-9]{2,10})$/.exec(code)?.[1];
  if (!digits) return 'format';
  const body = digits.slice(0, -1).padStart(9, '0');
  let sum = 0;
  for (let index = 0; index < 9; index += 1) {
    sum += Number(body.charAt(index)) * Number(CUI_KEY.charAt(index));
  }
  const control = ((sum * 10) % 11) % 10;
  return control === Number(digits.slice(-1)) ? 'ok' : 'checkDigit';
}

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/** Poland: NIP, 10 digits (optionally after "PL"), the last the weighted sum mod 11. */
function poland(code: string): Verdict {
  const digits = /^(?:PL)?([0-9]{10})$/.exec(code)?.[1];
  if (!digits) return 'format';
  const sum = NIP_WEIGHTS.reduce(
    (total, weight, index) => total + weight * Number(digits.charAt(index)),
    0,
  );
  return sum % 11 === Number(digits.charAt(9)) ? 'ok' : 'checkDigit';
}

/** Germany: the Steuernummer, 10 or 11 digits as the tax office writes it (93815/08152). */
const germany = (code: string): Verdict => (/^[0-9]{10,11}$/.test(code) ? 'ok' : 'format');

/**
 * Mexico: RFC, 3 letters (a company) or 4 (a person) of the name, the date of incorporation or
 * birth (YYMMDD) and a 3-character homoclave.
 */
function mexico(code: string): Verdict {
  const rfc = /^[A-ZÑ&]{3,4}([0-9]{2})([0-9]{2})([0-9]{2})[A-Z0-9]{3}$/.exec(code);
  if (!rfc) return 'format';
  // Any year will do for the calendar check but February 29: 2000 is a leap year.
  return isCalendarDate(2000, Number(rfc[2]), Number(rfc[3])) ? 'ok' : 'format';
}

/** Colombia's NIT, the Philippines' TIN, Vietnam's MST: 8 to 15 digits. */
const digitsOnly = (code: string): Verdict => (/^[0-9]{8,15}$/.test(code) ? 'ok' : 'format');

const Checks: Readonly<Record<LookupCountry, (code: string) => Verdict>> = {
  ES: spain,
  RO: romania,
  PL: poland,
  DE: germany,
  MX: mexico,
  CO: digitsOnly,
  PH: digitsOnly,
  VN: digitsOnly,
};

/** An employer's tax id as the brand's country writes it, with its check digit where it has one. */
export function checkTaxRegistryCode(value: string, country: LookupCountry): CheckMessage | null {
  const verdict = Checks[country](canonicalTaxRegistryCode(value));
  if (verdict === 'ok') return null;
  return message(
    verdict === 'format'
      ? TaxRegistryCodeFormatKeys[country]
      : 'validation>taxRegistryCodeCheckDigit',
  );
}
