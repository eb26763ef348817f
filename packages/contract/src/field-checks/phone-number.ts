/**
 * Phone numbers, parsed with libphonenumber-js and its `min` metadata (~29 KB gzip): the check the
 * web app runs on a phone field and the lead API on a lead's phone numbers (`@lf/contract/phone-checks`).
 *
 * LOAD LAZILY in the web app: only its own `features/validation/phone-number.ts` imports this,
 * and only a dynamic `import()` reaches that (`bundle-boundary.test.ts` there guards it). It is
 * not in `./index.ts` nor in the package's index, which the first page loads.
 */
import {
  getExampleNumber,
  ParseError,
  parsePhoneNumberFromString,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
} from 'libphonenumber-js/min';
import mobileExamples from 'libphonenumber-js/mobile/examples';
import type { LookupCountry } from '../lookups.js';
import { normalizeDigits } from '../normalize-digits.js';
import { message, type CheckMessage } from './check-message.js';

/** libphonenumber's own limits, which spec section 5 repeats. */
export const MAX_PHONE_INPUT_LENGTH = 250;
export const MIN_NATIONAL_DIGITS = 2;
export const MAX_NATIONAL_DIGITS = 17;

export type PhoneNumberResult = { ok: true; e164: string } | { ok: false; message: CheckMessage };

/** What a phone check reads of the brand: its country, and the prefix its numbers have. */
export interface PhoneNumberBrand {
  country: LookupCountry;
  /** The country's calling code with its plus (`+34`). */
  phonePrefix: string;
}

/** A phone rule applied to one answer: null when it passes, else the message. */
export type PhoneCheck = (value: string) => CheckMessage | null;

/**
 * A phone number of the brand's country, typed nationally ("612 34 56 78") or internationally
 * ("+34 612 345 678", "0034 ..."). A number of another country, or with an extension, is
 * refused; a number must be valid for the country (with `min` metadata: its length and leading
 * digits). The answer is the number in E.164 ("+34612345678").
 */
export function parseApplicantPhoneNumber(
  input: string,
  brand: PhoneNumberBrand,
): PhoneNumberResult {
  const last = lastParsed;
  if (
    last?.input === input &&
    last.country === brand.country &&
    last.phonePrefix === brand.phonePrefix
  ) {
    return last.result;
  }
  const result = parsePhoneNumber(input, brand);
  lastParsed = { input, country: brand.country, phonePrefix: brand.phonePrefix, result };
  return result;
}

/**
 * The number parsed last, and its result: a Continue checks a number, then sends it in E.164,
 * and each parse took 1–3 ms of the click on a slow phone (4x CPU).
 */
let lastParsed: ({ input: string; result: PhoneNumberResult } & PhoneNumberBrand) | undefined;

function parsePhoneNumber(input: string, brand: PhoneNumberBrand): PhoneNumberResult {
  const prefix = { prefix: brand.phonePrefix };
  const tooShort = { ok: false, message: message('validation>phoneNumberTooShort') } as const;
  const tooLong = { ok: false, message: message('validation>phoneNumberTooLong') } as const;
  // Made only when refused: the example is parsed and written for the message.
  const wrong = () =>
    ({
      ok: false,
      message: message('validation>phoneNumberFormat', { ...prefix, ...exampleNumber(brand) }),
    }) as const;
  if (input.length > MAX_PHONE_INPUT_LENGTH) return tooLong;
  const text = withOwnCodeDialledFromAbroad(
    withoutBracketMarks(normalizeDigits(input)).trim(),
    brand,
  );
  const options = { defaultCountry: brand.country, extract: false } as const;
  let phone;
  try {
    phone = parsePhoneNumberWithError(text, options);
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    if (error.message === 'TOO_SHORT') return tooShort;
    if (error.message === 'TOO_LONG') return tooLong;
    return wrong();
  }
  if (`+${phone.countryCallingCode}` !== brand.phonePrefix) {
    return { ok: false, message: message('validation>phoneNumberCountry', prefix) };
  }
  if (phone.nationalNumber.length < MIN_NATIONAL_DIGITS) return tooShort;
  if (phone.nationalNumber.length > MAX_NATIONAL_DIGITS) return tooLong;
  if (phone.ext) return wrong();
  const renumbered = RenumberedMobiles[brand.country]?.(phone.nationalNumber);
  if (renumbered) {
    const current = parsePhoneNumberFromString(`${brand.phonePrefix}${renumbered}`);
    if (current?.isValid()) return { ok: true, e164: current.number };
  }
  if (!phone.isValid()) {
    const length = validatePhoneNumberLength(text, options);
    if (length === 'TOO_SHORT') return tooShort;
    if (length === 'TOO_LONG') return tooLong;
    return wrong();
  }
  return { ok: true, e164: phone.number };
}

/**
 * Brackets that change nothing of the number (walker B3): E.123's "(0)", the trunk zero written
 * after the country code ("+49 (0)30 …": dropped when dialled from abroad; a national number is
 * read without it as well), and a country code in brackets ("(+48) 512 …").
 */
function withoutBracketMarks(text: string): string {
  return text.replace(/\(\s*0\s*\)/g, ' ').replace(/\(\s*(\+\d{1,3})\s*\)/, '$1');
}

/**
 * "00" and the brand's own country code, as applicants write their number for abroad ("0057 300
 * 123 4567"), read as "+57 …". Colombia dials abroad through a carrier ("005", "007", "009"), so
 * libphonenumber read "0057 300 …" as its "005" and a number of Russia (+7), refused as foreign
 * (walker w15). A country code is never the start of another, so "00" and it can mean nothing else.
 */
function withOwnCodeDialledFromAbroad(text: string, { phonePrefix }: PhoneNumberBrand): string {
  const code = phonePrefix.slice(1).split('').join('[\\s.-]*');
  return text.replace(new RegExp(`^00[\\s.-]*${code}`), phonePrefix);
}

/**
 * Mobile numbers a country has renumbered, as applicants still type them, each read as the number
 * it is now (the national number after the change, or nothing where the digits are not one of
 * them). No number of the new plan reads as one of the old: Mexico's have ten digits, Vietnam's
 * old mobiles ten after "1", its numbers now nine (its 1800/1900 lines start otherwise).
 */
const RenumberedMobiles: Partial<Record<LookupCountry, (national: string) => string | undefined>> =
  {
    // Mexico dropped "1" after +52, the 044/045 mobile prefixes and the long-distance "01" in
    // 2019 (IFT), yet contacts lists and messaging apps still show them: the number without them
    // is the applicant's.
    MX: (national) => /^(?:0?1|04[45])(\d{10})$/.exec(national)?.[1],
    // Vietnam moved its eleven-digit mobiles to ten in 2018 (the ministry's plan, by carrier).
    VN: (national) => {
      const [, prefix = '', rest = ''] = /^(1\d\d)(\d{7})$/.exec(national) ?? [];
      const now = VietnamMobilePrefixes2018[prefix];
      return now && `${now}${rest}`;
    },
  };

/** Vietnam's mobile prefixes before 2018 (after the trunk 0), and the prefix each became. */
const VietnamMobilePrefixes2018: Readonly<Record<string, string>> = {
  // Viettel
  '162': '32',
  '163': '33',
  '164': '34',
  '165': '35',
  '166': '36',
  '167': '37',
  '168': '38',
  '169': '39',
  // MobiFone
  '120': '70',
  '121': '79',
  '122': '77',
  '126': '76',
  '128': '78',
  // VinaPhone
  '123': '83',
  '124': '84',
  '125': '85',
  '127': '81',
  '129': '82',
  // Vietnamobile and Gmobile
  '186': '56',
  '188': '58',
  '199': '59',
};

/**
 * A mobile number of the brand's country, as the format message shows one: dialled at home
 * ("0905 123 4567") and from abroad ("+63 905 123 4567"). A number typed in digits that is not a
 * number of the country (a digit missing, where the country also has shorter landlines) was told
 * only to be typed "in digits"; the example shows how many, and how it starts.
 */
export function exampleNumber(brand: PhoneNumberBrand): { example: string; international: string } {
  const number = getExampleNumber(brand.country, mobileExamples);
  if (!number) return { example: brand.phonePrefix, international: brand.phonePrefix };
  return { example: number.formatNational(), international: number.formatInternational() };
}

/**
 * A phone number as two are compared (is the reference's number the applicant's own?): in E.164
 * where it reads as a number of the brand's country, else its digits alone.
 */
export function comparablePhoneNumber(input: string, brand: PhoneNumberBrand): string {
  const result = parseApplicantPhoneNumber(input, brand);
  return result.ok ? result.e164 : normalizeDigits(input).replace(/\D/g, '');
}

/** The `phoneNumber` field rule for a brand. */
export function createPhoneNumberCheck(brand: PhoneNumberBrand): PhoneCheck {
  return (value) => {
    const result = parseApplicantPhoneNumber(value, brand);
    return result.ok ? null : result.message;
  };
}
