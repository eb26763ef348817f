import { FormatRuleNames, type FormatRuleName } from './field-rule-names.js';
import { normalizeDigits } from './normalize-digits.js';

/**
 * The answer formats of spec section 5, by the rule that names them: Unicode regular expressions
 * kept as text. The frozen defaults live here, beside the data points (data-points.ts), because
 * both sides run them: the web app layers a country's and a brand's formats over these (its
 * brand configuration), and the sandbox lead API resolves the same layers for a brand's product
 * (brand-product.ts) and checks what a lead request carries with `formatProblem` (decision 0042).
 */
export type Formats = Readonly<Record<FormatRuleName, string>>;

export function isFormatRule(rule: string): rule is FormatRuleName {
  return (FormatRuleNames as readonly string[]).includes(rule);
}

/** The frozen default formats: a country or a brand overrides the ones it writes otherwise. */
export const DefaultFormats: Formats = {
  postalCode: '^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$',
  // Beyond the spec's letter: apostrophes between letters, and a full stop after a short form of
  // at most three letters followed by a space or ending the name, as Philippine IDs write them
  // ("Ma. Cristina", "Jose Ma.", "Sta. Maria", "Santos Jr.") and initials ("Jose P. Rizal"); a
  // short form alone is no name (decision 0008).
  name: "^(?![\\p{L}\\p{M}]{1,3}\\.$)(?:[\\p{L}\\p{M}]{1,3}\\. |[\\p{L}\\p{M}]+[ '\u2019-])*(?:[\\p{L}\\p{M}]{1,3}\\.|[\\p{L}\\p{M}]+)$",
  jobTitle: '^(?:[\\p{L}\\p{M}\\d][\\p{L}\\p{M}\\d .-]*)?[\\p{L}\\p{M}]$',
  // Beyond the spec's letter: a full stop that ends a short form ("Hauptstr.", "Padre Faura St.")
  // is not a separator (decision 0008's addendum).
  street:
    "^[\\p{L}\\p{M}\\d](?:[\\p{L}\\p{M}\\d ,.&/'-]*[\\p{L}\\p{M}\\d])?(?:(?<=[\\p{L}\\p{M}])\\.)?$",
  // The separators the spec allows inside, a comma among them: "Unit 12B, 3/F Tower 1".
  houseNumber: '^[\\p{L}\\d](?:[\\p{L}\\d /.,-]*[\\p{L}\\d])?$',
  flatNumber: '^[\\p{L}\\d](?:[\\p{L}\\d /.,-]*[\\p{L}\\d])?$',
  blockNumber: '^[\\p{L}\\d](?:[\\p{L}\\d /.,-]*[\\p{L}\\d])?$',
  city: "^(?=.*\\p{L})[\\p{L}\\p{M}\\d .,'()/-]*[\\p{L}\\p{M}\\d.,'()/]$",
  companyName: "^(?=.*[\\p{L}\\d])[\\p{L}\\p{M}\\d '&,.+-]+$",
  email:
    "^[\\p{L}\\p{M}\\d!#$%&'*+/=?^_`{|}~-]+(?:\\.[\\p{L}\\p{M}\\d!#$%&'*+/=?^_`{|}~-]+)*@[\\p{L}\\p{M}\\d](?:[\\p{L}\\p{M}\\d-]{0,61}[\\p{L}\\p{M}\\d])?(?:\\.[\\p{L}\\p{M}\\d](?:[\\p{L}\\p{M}\\d-]{0,61}[\\p{L}\\p{M}\\d])?)+$",
};

/** The message that explains each format when an answer does not match it. */
export const FormatMessageKeys = {
  name: 'validation>nameFormat',
  jobTitle: 'validation>jobTitleFormat',
  street: 'validation>streetFormat',
  houseNumber: 'validation>houseNumberFormat',
  flatNumber: 'validation>flatNumberFormat',
  blockNumber: 'validation>blockNumberFormat',
  city: 'validation>cityFormat',
  companyName: 'validation>companyNameFormat',
  email: 'validation>emailFormat',
  postalCode: 'validation>postalCodeFormat',
} as const satisfies Record<FormatRuleName, string>;

/**
 * An answer as the formats read it, and as the web app sends it: composed (NFC, so "é" typed as
 * e + accent is one letter), trimmed, with digits of any script and full-width letters as ASCII
 * (`normalizeDigits`), with typographic apostrophes (’ ‘ ʼ, which phone keyboards type) read as ',
 * and white space inside it as one space ("García  López", which the applicant cannot see).
 */
export function normalizeFieldText(value: string): string {
  // Composed after the digits and full-width letters are ASCII: "Ｅ" and an accent become "É".
  return normalizeDigits(value)
    .normalize('NFC')
    .trim()
    .replace(/[\u2018\u2019\u02bc]/gu, "'")
    .replace(/\s+/gu, ' ');
}

/*
 * Each format compiled when first used and then kept for the process's (the page's) life: a
 * Unicode pattern costs 10 to 40 ms to compile on a cheap phone (issue 13). A pattern without the
 * g or y flag keeps no state between tests, so one copy serves every check.
 */
const compiledFormats = new Map<string, RegExp>();

/** Whether `text` (already read by `normalizeFieldText`) matches the format `pattern`. */
export function matchesFormat(pattern: string, text: string): boolean {
  let format = compiledFormats.get(pattern);
  if (!format) {
    format = new RegExp(pattern, 'u');
    compiledFormats.set(pattern, format);
  }
  return format.test(text);
}
