import type { DataPointCondition } from './data-point-conditions.js';
import { APPLICANT_AGE } from './field-checks/age.js';
import type { FieldRuleName, PlausibilityRuleName } from './field-rule-names.js';
import type { LookupCountry } from './lookups.js';

/**
 * How a data point is entered and kept: the web app renders each kind through one registry entry,
 * the lead keeps each as its schema (lead-data.ts). `date` is a memorable date (day, month, year),
 * `consents` a set of optional channel checkboxes, `policies` the brand's general policies,
 * `captcha` Google reCAPTCHA's checkbox, `yesNo` two radios kept as a boolean.
 */
export const DataPointKinds = [
  'text',
  'email',
  'tel',
  'money',
  'count',
  'choice',
  'yesNo',
  'consent',
  'date',
  'consents',
  'policies',
  'captcha',
] as const;
export type DataPointKind = (typeof DataPointKinds)[number];

/**
 * A data point's own format, where no rule of the brand's formats fits: a Unicode regular
 * expression (as text) for every country, a country's own where it differs (by ISO 3166-1
 * alpha-2 code), and the message key shown when an answer does not match.
 */
export interface DataPointFormat {
  pattern: string;
  byCountry?: Readonly<Partial<Record<string, string>>>;
  message: string;
}

/**
 * Where a choice's options come from: a list the web app ships (its name, `choice-lists.ts`,
 * translated as `options>{list}>{value}`), shown as radios or a select; `labels` says the values
 * are proper names (`names`) or ISO country codes named in the page's language (`regions`).
 */
export interface DataPointChoices {
  list: string;
  control: 'select' | 'radios';
  labels?: 'names' | 'regions';
  /** A page asks it as text too (the classic contact page's province): any text is an answer. */
  alsoText?: true;
}

/**
 * One data point of the lead (spec section 3), defined once for both apps (decision 0042). Its
 * lead path is its key in the table; its label, hint and "say what to enter" message are the
 * texts at `dataPointTextKey(path)` (`fields>personalDetails>firstName>label`, `…>hint`,
 * `…>required`) in apps/web/public/locales/<lng>/translation.json.
 */
export interface DataPointSpec {
  kind: DataPointKind;
  /** Its name in the form-field catalogue (spec section 3: `form_first_name`). */
  formFieldName: string;
  /** The rule that checks it in the brand's country: a closed set of names (field-rule-names.ts). */
  rule?: FieldRuleName;
  /** Its own per-country format (see DataPointFormat), run by the web app and the lead API. */
  format?: DataPointFormat;
  /** How it is checked against the rest of the application (web app, plausibility.ts). */
  plausibility?: PlausibilityRuleName;
  choices?: DataPointChoices;
  /** Whether a page that asks it must have an answer; asked, it is required unless this is false. */
  required?: boolean;
  autoComplete?: string;
  /** A look-up the answer triggers: postcode fills the town, e-mail is checked, company completed. */
  lookup?: 'postcode' | 'email' | 'company';
  /** Whole numbers and dates (age in years): the range taken. */
  bounds?: { min: number; max: number };
  /** A date other than a birth date: today or before (a move-in), or after today (an expiry). */
  dateRange?: 'past' | 'future';
  /** A short answer's field width, in characters (GOV.UK's fixed widths). */
  width?: 5 | 10 | 20;
  /**
   * Pages (step ids of either flow) that ask it after the fields they list themselves: how a new
   * data point is put on a page without touching the page's list.
   */
  askedOn?: readonly string[];
  /** The countries whose applicants are asked it (a colonia, a barangay); absent: every country. */
  countries?: readonly LookupCountry[];
  /** Asked only once another data point has one of these answers; not asked, it is sent removed. */
  when?: DataPointCondition;
  /**
   * The same question asked earlier under another section (a partner's form asks again what the
   * application asked): a page opens with the first of these answers the lead holds, for the
   * applicant to confirm or change, where the data point itself was never answered. Each is a data
   * point of the same kind, list, rule and range (data-points.test.ts).
   */
  prefilledFrom?: readonly string[];
}

/** Data points by their dotted lead path. */
export type DataPointTable = Readonly<Record<string, DataPointSpec>>;

/** What the lead's schemas read of a data point: its kind, and a count's bounds. */
export type DataPointLeaf = Pick<DataPointSpec, 'kind' | 'bounds'>;
/** Data points' leaves by their dotted lead path (a table, or its leaves alone). */
export type DataPointLeafTable = Readonly<Record<string, DataPointLeaf>>;
/** A leaf as written for the first page (later-data-point-leaves.ts): its kind, or a count's. */
export type DataPointLeafSpec = DataPointKind | readonly [DataPointKind, number, number];

/**
 * The data points defined here: every one of `personalDetails`, `contactDetails`, `expenses`,
 * `employer` and `referenceDetails`, and the top-level `policies` and `googleCaptchaToken`; those
 * no first page needs are in later-data-points.ts. The
 * lead's schemas of those sections, the pages' fields, the form-field catalogue, the web app's
 * checks and the lead API's are made from these entries. The other sections are still defined
 * where they were (decision 0042 lists them).
 */
export const DataPoints = {
  // The brand's policies as the applicant accepts them, and Google reCAPTCHA's token: the v3
  // first page asks both (initial-details).
  policies: { kind: 'policies', formFieldName: 'form_policies' },
  googleCaptchaToken: { kind: 'captcha', formFieldName: 'form_captcha' },
  'personalDetails.firstName': {
    kind: 'text',
    formFieldName: 'form_first_name',
    rule: 'name',
    autoComplete: 'given-name',
  },
  'personalDetails.middleName': {
    kind: 'text',
    formFieldName: 'form_middle_name',
    rule: 'name',
    required: false,
    autoComplete: 'additional-name',
  },
  'personalDetails.lastName': {
    kind: 'text',
    formFieldName: 'form_last_name',
    rule: 'name',
    autoComplete: 'family-name',
  },
  // The apellido materno Mexicans and Colombians carry: not everyone has one (decision 0041).
  'personalDetails.secondLastName': {
    kind: 'text',
    formFieldName: 'form_second_last_name',
    rule: 'name',
    required: false,
    autoComplete: 'off',
    countries: ['MX', 'CO'],
  },
  'personalDetails.gender': {
    kind: 'choice',
    formFieldName: 'form_gender',
    choices: { list: 'gender', control: 'radios' },
    autoComplete: 'sex',
  },
  'personalDetails.dateOfBirth': {
    kind: 'date',
    formFieldName: 'form_birthday',
    autoComplete: 'bday',
    bounds: APPLICANT_AGE,
  },
  'personalDetails.personalCode': {
    kind: 'text',
    formFieldName: 'form_personal_code',
    rule: 'personalCode',
    autoComplete: 'off',
  },
  'contactDetails.email': {
    kind: 'email',
    formFieldName: 'form_email',
    rule: 'email',
    autoComplete: 'email',
    lookup: 'email',
  },
  // Optional: the channels the applicant agrees to be contacted on; in EU brands, also what lets
  // marketing and recording start (decision record 0013).
  'contactDetails.marketingConsents': {
    kind: 'consents',
    formFieldName: 'form_marketing_consents',
    required: false,
  },
  'contactDetails.phoneNumber': {
    kind: 'tel',
    formFieldName: 'form_phone_number',
    rule: 'mobilePhoneNumber',
    autoComplete: 'tel',
  },
  'contactDetails.postalCode': {
    kind: 'text',
    formFieldName: 'form_postal_code',
    rule: 'postalCode',
    autoComplete: 'postal-code',
    lookup: 'postcode',
    width: 10,
  },
  'contactDetails.province': {
    kind: 'choice',
    formFieldName: 'form_province',
    choices: { list: 'province', control: 'select', labels: 'names', alsoText: true },
    autoComplete: 'address-level1',
    plausibility: 'postcodeProvince',
  },
  // A Bucharest address's sector, one of six: Romania's capital alone is divided so.
  'contactDetails.district': {
    kind: 'choice',
    formFieldName: 'form_district',
    choices: { list: 'bucharestSector', control: 'select', labels: 'names' },
    autoComplete: 'off',
    countries: ['RO'],
    when: { path: 'contactDetails.province', is: ['București'] },
  },
  'contactDetails.city': {
    kind: 'text',
    formFieldName: 'form_city',
    rule: 'city',
    autoComplete: 'address-level2',
  },
  'contactDetails.street': {
    kind: 'text',
    formFieldName: 'form_street',
    rule: 'street',
    autoComplete: 'address-line1',
  },
  'contactDetails.blockNumber': {
    kind: 'text',
    formFieldName: 'form_block_number',
    rule: 'blockNumber',
    required: false,
    autoComplete: 'off',
  },
  'contactDetails.houseNumber': {
    kind: 'text',
    formFieldName: 'form_house_number',
    rule: 'houseNumber',
    autoComplete: 'off',
    width: 5,
  },
  // A floor is written like a house number: 3, 12, P (parter) or 1A.
  'contactDetails.floor': {
    kind: 'text',
    formFieldName: 'form_floor',
    rule: 'houseNumber',
    required: false,
    autoComplete: 'off',
    width: 5,
  },
  // An address's second line where a country writes one: "Unit 5B, Tower One" in the
  // Philippines, "Apto 501 Torre 2" in Colombia, "3. OG links" in Germany; a flat's number alone
  // in Poland and Romania.
  'contactDetails.flatNumber': {
    kind: 'text',
    formFieldName: 'form_flat_number',
    rule: 'flatNumber',
    required: false,
    autoComplete: 'address-line2',
    width: 20,
  },
  // Mexico's municipio (alcaldía in Mexico City): a town and its municipality often differ.
  'contactDetails.municipality': {
    kind: 'text',
    formFieldName: 'form_municipality',
    rule: 'city',
    autoComplete: 'off',
    countries: ['MX'],
  },
  // The part of town: Mexico's colonia, Colombia's barrio, the Philippines' barangay (Vietnam's
  // ward or commune is what its town field asks since its districts went in July 2025).
  'contactDetails.suburb': {
    kind: 'text',
    formFieldName: 'form_suburb',
    rule: 'city',
    autoComplete: 'address-level3',
    countries: ['MX', 'CO', 'PH'],
  },
} as const satisfies DataPointTable;

export type DataPointPath = keyof typeof DataPoints;

/** The key of a data point's texts: `fields>personalDetails>firstName` (`…>label`, `…>hint`). */
export function dataPointTextKey(path: string): string {
  return `fields>${path.replace(/\./g, '>')}`;
}

/** The form-field catalogue's names of a table's data points, by lead path. */
export function formFieldNamesOf<T extends DataPointTable>(
  table: T,
): { readonly [P in keyof T]: T[P]['formFieldName'] } {
  return Object.fromEntries(
    Object.entries(table).map(([path, spec]) => [path, spec.formFieldName]),
  ) as { readonly [P in keyof T]: T[P]['formFieldName'] };
}
