import type { PlausibilityRuleName } from '../../config/field-rule-names';
import type { BrandConfig, Locale } from '../../config/brand-config-schema';
import { answerAt, type StepDefinition } from '../flow';
import {
  loadBirthDateInPersonalCode,
  loadPersonalCodeConsistency,
  type BirthDateInPersonalCode,
  type PersonalCodeConsistency,
} from '../validation';
import { loadPlausibilityCheck, type PlausibilityCheck } from '../validation/lazy-plausibility';
import {
  checkedAgainstPersonalCode,
  DATE_OF_BIRTH,
  GENDER,
  PERSONAL_CODE,
} from './personal-code-answers';
import type { FieldProblem } from './step-validation';

/*
 * The checks of a page's answers against one another and against the answers of earlier pages:
 * a national id against the birth date and sex, and each field's plausibility rule (a move-in
 * not before the birth, a reference's phone not the applicant's own, an income within bounds).
 * A chunk of its own, loaded with a page that has such a field: never with the first page. It
 * takes the page's answers as the lead would (`formValuesToLeadData`) and gives problems by lead
 * path, so that it shares no module with the step form's own chunk.
 */

/** Each field's problem with the rest of the application, by the field's lead path. */
export type CrossFieldCheck = (
  /** The page's answers, as the lead takes them. */
  here: Record<string, unknown>,
  /** The answers kept from earlier pages (and this one's, as typed). */
  kept: Record<string, unknown>,
  /** The page's language: a bound in a message is written as it writes money. */
  locale: Locale,
  /** The answers as the page opened, before anything was typed on it. */
  opened: unknown,
) => Map<string, FieldProblem>;

/**
 * Answers of other pages that follow this page's answers (a CNP's date of birth), by group as a
 * save sends them (`{ personalDetails: { dateOfBirth } }`): empty when none does.
 */
export type FollowedAnswers = (
  here: Record<string, unknown>,
  /** The answers as the page opened. */
  opened: unknown,
) => Record<string, Record<string, unknown>>;

/** A page's checks against the rest of the application, and the answers that follow its own. */
export interface CrossFieldTools {
  check: CrossFieldCheck;
  follow: FollowedAnswers;
}

/**
 * The date of birth that follows a personal code changed on its page: the date held as the page
 * opened was the one the code held then names (lei-rapid-ro fills the date asked after the CNP
 * with the CNP's), and the code typed names another. The date was the code's, not an answer of
 * its own: corrected, the code takes it along (as a postcode takes the town it filled, decision
 * 0049), and the date's page, next, shows the new one to check. A date that was never the
 * code's stays, and is compared.
 */
function followedBirthDate(
  answerOf: (path: string) => unknown,
  opened: unknown,
  onPage: ReadonlySet<string>,
  country: BrandConfig['country'],
  birthDateIn: BirthDateInPersonalCode,
): string | undefined {
  if (!onPage.has(PERSONAL_CODE) || onPage.has(DATE_OF_BIRTH)) return undefined;
  const code = answerOf(PERSONAL_CODE);
  const heldCode = answerAt(opened, PERSONAL_CODE);
  const heldDate = answerAt(opened, DATE_OF_BIRTH);
  if (typeof code !== 'string' || typeof heldCode !== 'string' || typeof heldDate !== 'string') {
    return undefined;
  }
  if (birthDateIn(country, heldCode) !== heldDate) return undefined;
  const date = birthDateIn(country, code);
  return date !== null && date !== heldDate ? date : undefined;
}

/**
 * A national id that carries a birth date and sex (CNP, PESEL, CURP; a CCCD, the year) must
 * agree with the date of birth and sex given. On the page that asks the id, against those given
 * on it or earlier: the problem is the id's. On a later page that asks the date or the sex
 * (lei-rapid-ro asks the CNP, then the date of birth), against the id kept: the problem is that
 * answer's, on this page, where the applicant can put it right; the lead API would refuse it on
 * the id, a page back, with no word of why.
 */
function personalCodeProblems(
  answerOf: (path: string) => unknown,
  onPage: ReadonlySet<string>,
  country: BrandConfig['country'],
  checkPersonalCodeConsistency: PersonalCodeConsistency,
  followedDate: string | undefined,
): Map<string, FieldProblem> {
  const problems = new Map<string, FieldProblem>();
  const pick = (path: string) => {
    const value = answerOf(path);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const code = pick(PERSONAL_CODE);
  if (!code) return problems;
  const check = (given: { dateOfBirth?: string; gender?: string }) =>
    checkPersonalCodeConsistency(country, code, given);
  if (onPage.has(PERSONAL_CODE)) {
    const dateOfBirth = followedDate ?? pick(DATE_OF_BIRTH);
    const gender = pick(GENDER);
    const problem = check({
      ...(dateOfBirth ? { dateOfBirth } : {}),
      ...(gender ? { gender } : {}),
    });
    if (problem) problems.set(PERSONAL_CODE, problem);
    return problems;
  }
  for (const [path, given] of [
    [DATE_OF_BIRTH, 'dateOfBirth'],
    [GENDER, 'gender'],
  ] as const) {
    const answer = onPage.has(path) ? pick(path) : undefined;
    if (answer && check({ [given]: answer })) {
      problems.set(path, { key: 'validation>answerMismatchesPersonalCode' });
    }
  }
  return problems;
}

/** The step's cross-field checks for a brand, with the rules they need loaded. */
export async function loadCrossFieldCheck(
  brand: BrandConfig,
  step: Pick<StepDefinition, 'fields'>,
): Promise<CrossFieldTools> {
  const rules = new Set<PlausibilityRuleName>(
    step.fields.flatMap((field) => field.plausibility ?? []),
  );
  const onPage = new Set<string>(step.fields.map((field) => field.path));
  const [personalCodeConsistency, birthDateIn, plausibility] = await Promise.all([
    [...onPage].some(checkedAgainstPersonalCode) ? loadPersonalCodeConsistency() : undefined,
    onPage.has(PERSONAL_CODE) ? loadBirthDateInPersonalCode() : undefined,
    rules.size > 0 ? loadPlausibilityCheck(brand, rules) : undefined,
  ]);
  // An answer by lead path: this page's when the page asks for it, else the one kept.
  const reader = (here: Record<string, unknown>, kept: unknown) => (path: string) =>
    answerAt(onPage.has(path) ? here : kept, path);
  const followed = (answerOf: (path: string) => unknown, opened: unknown) =>
    birthDateIn && followedBirthDate(answerOf, opened, onPage, brand.country, birthDateIn);
  return {
    check: (here, kept, locale, opened) => {
      const problems = new Map<string, FieldProblem>();
      const answerOf = reader(here, kept);
      if (personalCodeConsistency) {
        const found = personalCodeProblems(
          answerOf,
          onPage,
          brand.country,
          personalCodeConsistency,
          followed(answerOf, opened),
        );
        for (const [path, problem] of found) problems.set(path, problem);
      }
      if (plausibility) addPlausibilityProblems(problems, step, answerOf, plausibility, locale);
      return problems;
    },
    follow: (here, opened): Record<string, Record<string, unknown>> => {
      const dateOfBirth = followed(reader(here, opened), opened);
      return dateOfBirth ? { personalDetails: { dateOfBirth } } : {};
    },
  };
}

/**
 * A rule's message that says to choose an answer from the list, as it is said for a field that
 * asks it as text (the classic contact page's province; walked on default-es: "Elige Madrid"
 * beside a box to write in).
 */
const AsText: Readonly<Record<string, string>> = {
  'validation>postcodeProvince': 'validation>postcodeProvinceAsText',
};

/** Each plausibility rule's problem; a date's has no parts, so the whole date is marked. */
function addPlausibilityProblems(
  problems: Map<string, FieldProblem>,
  step: Pick<StepDefinition, 'fields'>,
  answerOf: (path: string) => unknown,
  check: PlausibilityCheck,
  locale: Locale,
): void {
  for (const field of step.fields) {
    if (!field.plausibility) continue;
    const value = answerOf(field.path);
    if (value === null || value === undefined) continue;
    const problem = check(field.plausibility, value, { answerAt: answerOf, locale });
    const asText = problem && field.kind === 'text' ? AsText[problem.key] : undefined;
    if (problem) problems.set(field.path, asText ? { ...problem, key: asText } : problem);
  }
}
