import type { LookupCountry } from '../../lookups.js';
import { APPLICANT_AGE, dayAt, LATEST_CALENDAR_HOURS, yearsOn } from '../age.js';
import { message, type CheckMessage } from '../check-message.js';
import { checkMexicanCurp } from './mexico-curp.js';
import { checkPolishPesel, peselBirthCentury } from './poland-pesel.js';
import { checkRomanianCnp, cnpCenturies } from './romania-cnp.js';
import { checkVietnameseCccd } from './vietnam-cccd.js';
import { calendarDayOf } from './national-id-result.js';

export type Gender = 'female' | 'male';

/**
 * What a personal code says about its holder: the birth dates it allows (YYYY-MM-DD, or YYYY
 * when it says the year alone), and the sex.
 */
interface EmbeddedPerson {
  birthDates: readonly string[];
  gender: Gender;
}

const pad = (value: number) => String(value).padStart(2, '0');
const isoDate = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;

/** CNP: S YY MM DD …; S odd for men, even for women; 7/8 (residents) do not say the century. */
function romanianPerson(value: string): EmbeddedPerson {
  const [year, month, day] = [value.slice(1, 3), value.slice(3, 5), value.slice(5, 7)].map(Number);
  return {
    birthDates: cnpCenturies(value.charAt(0)).map((century) =>
      isoDate(century + (year ?? 0), month ?? 0, day ?? 0),
    ),
    gender: Number(value.charAt(0)) % 2 === 1 ? 'male' : 'female',
  };
}

/** PESEL: YY MM(+century) DD, and the tenth digit odd for men, even for women. */
function polishPerson(value: string): EmbeddedPerson {
  const { century, month } = peselBirthCentury(Number(value.slice(2, 4)));
  return {
    birthDates: [isoDate(century + Number(value.slice(0, 2)), month, Number(value.slice(4, 6)))],
    gender: Number(value.charAt(9)) % 2 === 1 ? 'male' : 'female',
  };
}

/** CURP: YYMMDD from the fifth character, H (hombre) or M (mujer), the century in the 17th. */
function mexicanPerson(value: string): EmbeddedPerson {
  const century = /\d/.test(value.charAt(16)) ? 1900 : 2000;
  const [year, month, day] = [value.slice(4, 6), value.slice(6, 8), value.slice(8, 10)].map(Number);
  return {
    birthDates: [isoDate(century + (year ?? 0), month ?? 0, day ?? 0)],
    gender: value.charAt(10) === 'H' ? 'male' : 'female',
  };
}

/** CCCD: province (3), century and sex (even men, odd women; 0/1 the 1900s, 2/3 the 2000s…), YY. */
function vietnamesePerson(value: string): EmbeddedPerson {
  const centuryAndSex = Number(value.charAt(3));
  const century = 1900 + Math.floor(centuryAndSex / 2) * 100;
  return {
    birthDates: [String(century + Number(value.slice(4, 6)))],
    gender: centuryAndSex % 2 === 0 ? 'male' : 'female',
  };
}

const EmbeddedPersonReaders: Partial<
  Record<LookupCountry, { check: typeof checkRomanianCnp; read: (value: string) => EmbeddedPerson }>
> = {
  RO: { check: checkRomanianCnp, read: romanianPerson },
  PL: { check: checkPolishPesel, read: polishPerson },
  MX: { check: checkMexicanCurp, read: mexicanPerson },
  VN: { check: checkVietnameseCccd, read: vietnamesePerson },
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether a personal code that carries a birth date and sex (Romanian CNP, Polish PESEL,
 * Mexican CURP; a Vietnamese CCCD, the year of birth and sex) agrees with the date of birth
 * (YYYY-MM-DD) and gender ('female' | 'male') given elsewhere in the application, and names
 * someone old enough to apply (`now`: the lead API's clock, or the page's). The message to show
 * on the personal code when it contradicts them (a date of birth that differs comes first: which
 * of the two is wrong is not known) or names a child; null when they agree, when either is not
 * given, when the code is not valid (its own rule says so) or when the country's code carries
 * neither.
 */
export function checkPersonalCodeConsistency(
  country: LookupCountry,
  personalCode: string,
  given: { dateOfBirth?: string; gender?: string },
  now: Date = new Date(),
): CheckMessage | null {
  const reader = EmbeddedPersonReaders[country];
  if (!reader) return null;
  const result = reader.check(personalCode);
  if (!result.ok) return null;
  const person = reader.read(result.value);
  const dateOfBirth = given.dateOfBirth?.trim();
  const bornThen = (allowed: string) =>
    dateOfBirth === allowed || dateOfBirth?.startsWith(`${allowed}-`);
  // A date that is no real day (31 February) is its own field's error, not the code's. A code
  // and a date of birth that differ: one of them is wrong, and which is for the applicant to say
  // (a CURP with a letter where a digit was meant names someone born a century later).
  if (dateOfBirth && calendarDayOf(dateOfBirth) && !person.birthDates.some(bornThen)) {
    return message('validation>personalCodeBirthDateMismatch');
  }
  // A child's code (born 2020), with no date of birth given or the same one: its holder cannot
  // apply, and the date of birth asked after it would only contradict it, a page away from the
  // answer to change. Said on the code, as the date's own bound would say it (on the calendar
  // furthest ahead, as the lead API reads it).
  const today = dayAt(now, LATEST_CALENDAR_HOURS);
  const tooYoung =
    person.birthDates.length > 0 &&
    person.birthDates.every((date) => {
      const day = calendarDayOf(date);
      return day !== undefined && yearsOn(day, today) < APPLICANT_AGE.min;
    });
  if (tooYoung) return message('validation>tooYoung', { count: APPLICANT_AGE.min });
  const gender = given.gender?.trim().toLowerCase();
  if ((gender === 'female' || gender === 'male') && gender !== person.gender) {
    return message('validation>personalCodeGenderMismatch');
  }
  return null;
}

/**
 * The birth date a valid personal code names (YYYY-MM-DD): a date of birth asked after the code
 * starts as it. Null where the code is not valid or names no whole date (a CCCD names the year
 * alone; a resident's CNP, two centuries).
 */
export function birthDateInPersonalCode(
  country: LookupCountry,
  personalCode: string,
): string | null {
  const reader = EmbeddedPersonReaders[country];
  if (!reader) return null;
  const result = reader.check(personalCode);
  if (!result.ok) return null;
  const [only, ...others] = reader.read(result.value).birthDates;
  return only !== undefined && others.length === 0 && ISO_DATE.test(only) ? only : null;
}
