import {
  ApplicationState,
  type DataPointFormat,
  type DataPointKind,
  type DataPointSpec,
  type LeadPath,
} from '@lf/contract';
import type { CountryCode } from '../../config/brand-config-schema';
import type { FieldRuleName, PlausibilityRuleName } from '../../config/field-rule-names';
import { routeForState, type StepDataKey } from './application-routes';
import type { V3StepId } from './v3-step-pages';

/** The context groups a step belongs to (spec section 2, "Step context groups"). */
export const StepContexts = [
  'loan-information',
  'personal-details',
  'demographic-details',
  'contact-information',
  'marital-details',
  'education',
  'address-information',
  'income-information',
  'housing-information',
  'expenses',
  'employment-details',
  'other-information',
  'banking-details',
  'reference-details',
] as const;
export type StepContext = (typeof StepContexts)[number];

/** How a step is shown (spec section 2, "Step kinds"). */
export const StepKinds = ['loan-information', 'personal-information', 'dynamic', 'modal'] as const;
export type StepKind = (typeof StepKinds)[number];

/** How a field is entered: a data point's kind (packages/contract data-points.ts). */
export { DataPointKinds as FieldKinds } from '@lf/contract';
export type FieldKind = DataPointKind;

/** A look-up a field triggers: postcode fills the town, e-mail is checked, company completed. */
export type FieldLookup = 'postcode' | 'email' | 'company';

/** The characters a short answer's field is sized to (the data point's own). */
export type FieldWidth = NonNullable<DataPointSpec['width']>;

/** A group of fields shown together under one legend. */
export type FieldGroup = 'address' | 'employerAddress';

/**
 * A choice's options: the list's name and its values, or the values a lender in the brand's
 * country uses (`byCountry`, which wins over `values` for that country). Labels are translated as
 * `options>{list}>{value}`, unless `labels` says the values are proper names shown as they are
 * (`names`: provinces) or ISO 3166-1 alpha-2 codes named in the page's language (`regions`).
 */
export interface FieldOptions {
  list: string;
  values: readonly string[];
  byCountry?: Partial<Record<CountryCode, readonly string[]>>;
  control: 'select' | 'radios';
  labels?: 'names' | 'regions';
  /**
   * Values that depend on another answer of the page (a vehicle's models on its make): the list
   * for that answer, none before it is given. Made at run time from what the server answers.
   */
  byAnswer?: { path: LeadPath; values: Readonly<Record<string, readonly string[]>> };
  /**
   * The options as the lead API named them in the page's language (`/choices/country`,
   * `/choices/position`): shown as given, in its order; `values` are theirs (decision 0041).
   */
  named?: readonly { value: string; label: string }[];
  /**
   * Asked as text on another page (the classic contact page's province): its texts' `required`
   * says to write it, and `requiredChoice` says to choose it where it is this list.
   */
  alsoText?: true;
}

/** The page's answers as text, by data point ('yes' or 'no' for a yes/no question). */
export type AnswerOf = (path: LeadPath) => string;

/** A field's `when`: the contract's condition, naming data points by lead path. */
export interface FieldCondition {
  path: LeadPath;
  is: readonly string[];
  not?: boolean;
  and?: FieldCondition;
}

/**
 * The values a choice offers in `country`; without a country, every value of any country (so an
 * answer is refused only when no list has it). A list that hangs on another answer
 * (`byAnswer`) is read by `offeredValues` (conditional-fields.ts), off the first page.
 */
export function choiceValues(options: FieldOptions, country?: CountryCode): readonly string[] {
  if (country) return options.byCountry?.[country] ?? options.values;
  return [...new Set([options.values, ...Object.values(options.byCountry ?? {})].flat())];
}

/** When a date (other than a date of birth) may be: today or before, or after today. */
export type DateRange = 'past' | 'future';

/**
 * A field of a step, as data: the lead data point it fills (typed by the contract), how it is
 * entered, the brand rule that checks it (a closed set), whether it must be answered.
 */
export interface FieldDefinition {
  path: LeadPath;
  kind: FieldKind;
  rule?: FieldRuleName;
  /**
   * How the answer is checked against the rest of the application (features/validation
   * plausibility.ts): a move-in not before the birth date, a reference's phone not the
   * applicant's own, an income within the country's bounds. Declared wherever the data point is
   * asked, the same on every page (a test holds it).
   */
  plausibility?: PlausibilityRuleName;
  /** Its data point's own per-country format (data-points.ts), checked here and by the lead API. */
  format?: DataPointFormat;
  required: boolean;
  autoComplete?: string;
  lookup?: FieldLookup;
  /** Choices: the list's name and values (see FieldOptions). */
  options?: FieldOptions;
  /** Whole numbers (count) and dates (age in years): the range the lead API accepts too. */
  bounds?: { min: number; max: number };
  /** A date that must be in the past (a contract's start) or the future (its end). */
  dateRange?: DateRange;
  group?: FieldGroup;
  /**
   * A short answer's field width, in characters (GOV.UK's fixed widths): a postcode takes 10, a
   * house, flat or floor number 5; those of 5 sit side by side where they fit.
   */
  width?: FieldWidth;
  /**
   * Asked only when another field of the page has one of these answers (its text: 'yes' or 'no'
   * for a yes/no question): the spouse's details of a married applicant. Hidden, it is neither
   * checked nor kept: its answer is sent as removed. A second condition (`and`) must hold too.
   */
  when?: FieldCondition;
  /**
   * The countries whose applicants are asked it (a second surname in Mexico and Colombia, a
   * colonia, a barangay): elsewhere the page does not show it. Absent: every country.
   */
  countries?: readonly CountryCode[];
  /**
   * The same question asked earlier under another section (data-points.ts): the page opens with
   * the first of these answers the lead holds where this one was never given.
   */
  prefilledFrom?: readonly LeadPath[];
}

/** A page of the catalogue: where it is and what it is, without its fields (step-fields.ts). */
export interface StepPage {
  id: StepId;
  route: string;
  context: StepContext;
  kind: StepKind;
  /** The application state the page stands for, when the server can send the applicant there. */
  state?: ApplicationState;
  /** Data key of spec section 3 under which the step saves. */
  dataKey?: StepDataKey;
}

/** A page with the fields it asks for. */
export interface StepDefinition extends StepPage {
  fields: readonly FieldDefinition[];
}

const routeOf = (state: ApplicationState) => routeForState(state).route;

/**
 * The catalogue's pages (spec sections 2 to 4), keyed by step id. Their fields are in
 * step-fields.ts, which only the step form loads: the first page needs the routes, not the fields.
 */
const Pages = {
  'loan-information': {
    route: routeOf(ApplicationState.LOAN_INFORMATION),
    context: 'loan-information',
    kind: 'loan-information',
    state: ApplicationState.LOAN_INFORMATION,
  },
  'personal-details': {
    route: routeOf(ApplicationState.PERSONAL_DETAILS),
    context: 'personal-details',
    kind: 'personal-information',
    state: ApplicationState.PERSONAL_DETAILS,
    dataKey: 'personalDetails',
  },
  'contact-details': {
    route: routeOf(ApplicationState.CONTACT_DETAILS),
    context: 'contact-information',
    kind: 'personal-information',
    state: ApplicationState.CONTACT_DETAILS,
    dataKey: 'contactDetails',
  },
  'income-details': {
    route: routeOf(ApplicationState.INCOME_DETAILS),
    context: 'income-information',
    kind: 'personal-information',
    state: ApplicationState.INCOME_DETAILS,
    dataKey: 'incomeDetails',
  },
  'other-information': {
    route: routeOf(ApplicationState.OTHER_INFORMATION),
    context: 'other-information',
    kind: 'personal-information',
    state: ApplicationState.OTHER_INFORMATION,
    dataKey: 'otherDetails',
  },
  'reference-information': {
    route: routeOf(ApplicationState.REFERENCE_INFORMATION),
    context: 'reference-details',
    kind: 'personal-information',
    state: ApplicationState.REFERENCE_INFORMATION,
    dataKey: 'referenceInformation',
  },
} as const satisfies Record<string, Omit<StepPage, 'id'>>;

/** The classic flow's pages (spec section 4). */
export type ClassicStepId = keyof typeof Pages;
/** Every step id the catalogue knows: the classic pages and the v3 pages (v3-step-pages.ts). */
export type StepId = ClassicStepId | V3StepId;

/** Pages by step id: the classic ones (first page), or every one (v3-step-pages.ts). */
export type StepPageTable = Readonly<Partial<Record<StepId, StepPage>>>;

export const ClassicStepPages: Readonly<Record<ClassicStepId, StepPage>> = Object.fromEntries(
  (Object.entries(Pages) as [ClassicStepId, Omit<StepPage, 'id'>][]).map(([id, page]) => [
    id,
    { id, ...page },
  ]),
) as Record<ClassicStepId, StepPage>;

/** Whether `id` is a page of `pages`. */
export function isStepIn(pages: StepPageTable, id: string): id is StepId {
  return Object.hasOwn(pages, id);
}
