import type { LookupCountry } from '../lookups.js';
import { normalizeDigits } from '../normalize-digits.js';
import { message, type CheckMessage } from './check-message.js';

/**
 * The length of an IBAN in each country of the SWIFT IBAN registry (ISO 13616), country code and
 * check digits included.
 */
export const IbanLengths: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MR: 27,
  MT: 31,
  MU: 30,
  NL: 18,
  NO: 15,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  SA: 24,
  SC: 31,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
};

/**
 * Which account number a lender pays into in each country: an IBAN where the country has one,
 * the CLABE in Mexico, the bank's own account number elsewhere (Colombia, the Philippines,
 * Vietnam). The `bankAccount` rule checks the brand's country's.
 */
export const BankAccountRules = {
  ES: 'iban',
  RO: 'iban',
  DE: 'iban',
  PL: 'iban',
  MX: 'clabe',
  CO: 'accountNumber',
  PH: 'accountNumber',
  VN: 'accountNumber',
} as const satisfies Record<LookupCountry, 'iban' | 'clabe' | 'accountNumber'>;
export type BankAccountRule = (typeof BankAccountRules)[LookupCountry];

/** An IBAN of each IBAN country of the product, from the registry, shown in the messages. */
export const IbanExamples: Readonly<Partial<Record<LookupCountry, string>>> = {
  ES: 'ES91 2100 0418 4502 0005 1332',
  RO: 'RO49 AAAA 1B31 0075 9384 0000',
  DE: 'DE89 3704 0044 0532 0130 00',
  PL: 'PL61 1090 1014 0000 0712 1981 2874',
};

/** Spaces (any kind) and hyphens people type to group the characters. */
const GROUPING = /[\s\u2010-\u2015-]+/gu;

/** The label a bank statement prints before an IBAN ("IBAN ES91 …", "IBAN: ES91 …"): no country is "IB". */
const IBAN_LABEL = /^\s*IBAN\s*:?/iu;

/** An IBAN as it is sent: upper case, without the label and the spaces it is printed with. */
export function canonicalIban(value: string): string {
  return normalizeDigits(value).replace(IBAN_LABEL, '').replace(GROUPING, '').toUpperCase();
}

/** Digits only, as the bank keeps them: grouping spaces and hyphens dropped. */
export function canonicalAccountDigits(value: string): string {
  return normalizeDigits(value).replace(GROUPING, '');
}

/** The remainder of the IBAN's number (country and check digits moved to the end) mod 97. */
function ibanRemainder(iban: string): number {
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36);
    remainder = (value < 10 ? remainder * 10 + value : remainder * 100 + value) % 97;
  }
  return remainder;
}

/**
 * The countries whose account number, as banks print it, is the IBAN without its country's
 * letters: Poland's NRB (26 digits, the IBAN's check digits first).
 */
const IBAN_WITHOUT_LETTERS: readonly LookupCountry[] = ['PL'];

/** The IBAN of the brand's country as it is sent: an NRB given its PL. */
export function canonicalIbanOf(value: string, country: LookupCountry): string {
  const iban = canonicalIban(value);
  const bare = /^[0-9]+$/.test(iban) && iban.length + 2 === IbanLengths[country];
  return bare && IBAN_WITHOUT_LETTERS.includes(country) ? `${country}${iban}` : iban;
}

/**
 * An IBAN (ISO 13616): a country code of the registry, two check digits, then the country's
 * number of letters and digits, whose whole reads 1 mod 97. In Poland, the NRB without PL too.
 */
export function checkIban(value: string, country: LookupCountry): CheckMessage | null {
  const iban = canonicalIbanOf(value, country);
  const example = IbanExamples[country] ?? IbanExamples.ES ?? '';
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$/.test(iban)) {
    return message('validation>ibanFormat', { example });
  }
  const length = IbanLengths[iban.slice(0, 2)];
  if (length === undefined) return message('validation>ibanCountry', { example });
  if (iban.length !== length) return message('validation>ibanLength', { length });
  return ibanRemainder(iban) === 1 ? null : message('validation>ibanCheckDigit');
}

const CLABE_WEIGHTS = [3, 7, 1] as const;

/** The CLABE's control digit: (10 - sum of each digit times 3, 7, 1 ... mod 10) mod 10. */
export function clabeControlDigit(seventeenDigits: string): number {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    const weight = CLABE_WEIGHTS[index % 3] ?? 1;
    sum += (Number(seventeenDigits.charAt(index)) * weight) % 10;
  }
  return (10 - (sum % 10)) % 10;
}

/** Mexico's CLABE: 18 digits (bank, branch, account) and a control digit (Banco de México). */
export function checkClabe(value: string): CheckMessage | null {
  const clabe = canonicalAccountDigits(value);
  if (!/^[0-9]{18}$/.test(clabe)) return message('validation>clabeFormat');
  return clabeControlDigit(clabe) === Number(clabe.charAt(17))
    ? null
    : message('validation>clabeCheckDigit');
}

/** A bank account number where there is neither IBAN nor CLABE: 6 to 20 digits. */
export function checkAccountNumber(value: string): CheckMessage | null {
  return /^[0-9]{6,20}$/.test(canonicalAccountDigits(value))
    ? null
    : message('validation>accountNumberFormat');
}

/** A bank account as the brand's country numbers it (BankAccountRules). */
export function checkBankAccount(value: string, country: LookupCountry): CheckMessage | null {
  switch (BankAccountRules[country]) {
    case 'iban':
      return checkIban(value, country);
    case 'clabe':
      return checkClabe(value);
    default:
      return checkAccountNumber(value);
  }
}

/** A bank account as it is sent for the brand's country. */
export function canonicalBankAccount(value: string, country: LookupCountry): string {
  return BankAccountRules[country] === 'iban'
    ? canonicalIbanOf(value, country)
    : canonicalAccountDigits(value);
}

/** A Polish account number (NRB) as it is sent: its 26 digits, without a leading PL. */
export function canonicalPolishBankAccount(value: string): string {
  return canonicalIban(value).replace(/^PL(?=[0-9]{26}$)/, '');
}

/**
 * A Polish account number (NRB, numer rachunku bankowego): 26 digits, as printed on statements,
 * or the same with PL in front (its IBAN). Its first two digits are the IBAN's check digits.
 */
export function checkPolishBankAccount(value: string): CheckMessage | null {
  const digits = canonicalPolishBankAccount(value);
  if (!/^[0-9]{26}$/.test(digits)) return message('validation>polishBankAccountFormat');
  return ibanRemainder(`PL${digits}`) === 1
    ? null
    : message('validation>polishBankAccountCheckDigit');
}
