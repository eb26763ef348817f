import type { PlausibilityRuleName } from '../../config/field-rule-names';
import type { BrandConfig, Locale } from '../../config/brand-config-schema';
import { answerAt, type StepDefinition } from '../flow';
import { loadPersonalCodeConsistency, type PersonalCodeConsistency } from '../validation';
import { loadPlausibilityCheck, type PlausibilityCheck } from '../validation/lazy-plausibility';
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
) => Map<string, FieldProblem>;

const PERSONAL_CODE = 'personalDetails.personalCode';

/**
 * A national id that carries a birth date and sex (CNP, PESEL, CURP; a CCCD, the year) must
 * agree with the date of birth and sex given, on this page or an earlier one.
 */
function personalCodeProblem(
  answerOf: (path: string) => unknown,
  country: BrandConfig['country'],
  checkPersonalCodeConsistency: PersonalCodeConsistency,
): FieldProblem | null {
  const pick = (path: string) => {
    const value = answerOf(path);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const code = pick(PERSONAL_CODE);
  if (!code) return null;
  const dateOfBirth = pick('personalDetails.dateOfBirth');
  const gender = pick('personalDetails.gender');
  return checkPersonalCodeConsistency(country, code, {
    ...(dateOfBirth ? { dateOfBirth } : {}),
    ...(gender ? { gender } : {}),
  });
}

/** The step's cross-field checks for a brand, with the rules they need loaded. */
export async function loadCrossFieldCheck(
  brand: BrandConfig,
  step: Pick<StepDefinition, 'fields'>,
): Promise<CrossFieldCheck> {
  const rules = new Set<PlausibilityRuleName>(
    step.fields.flatMap((field) => field.plausibility ?? []),
  );
  const onPage = new Set<string>(step.fields.map((field) => field.path));
  const [personalCodeConsistency, plausibility] = await Promise.all([
    onPage.has(PERSONAL_CODE) ? loadPersonalCodeConsistency() : undefined,
    rules.size > 0 ? loadPlausibilityCheck(brand, rules) : undefined,
  ]);
  return (here, kept, locale) => {
    const problems = new Map<string, FieldProblem>();
    // An answer by lead path: this page's when the page asks for it, else the one kept.
    const answerOf = (path: string) => answerAt(onPage.has(path) ? here : kept, path);
    if (personalCodeConsistency) {
      const problem = personalCodeProblem(answerOf, brand.country, personalCodeConsistency);
      if (problem) problems.set(PERSONAL_CODE, problem);
    }
    if (plausibility) addPlausibilityProblems(problems, step, answerOf, plausibility, locale);
    return problems;
  };
}

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
    if (problem) problems.set(field.path, problem);
  }
}
