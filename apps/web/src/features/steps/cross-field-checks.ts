import type { PlausibilityRuleName } from '../../config/field-rule-names';
import type { BrandConfig, Locale } from '../../config/brand-config-schema';
import { answerAt, type StepDefinition } from '../flow';
import {
  loadPersonalCodeConsistency,
  loadPlausibilityCheck,
  type PersonalCodeConsistency,
  type PlausibilityCheck,
} from '../validation';
import { DateParts, fieldId } from './step-definition';
import type { FieldProblem } from './step-validation';
import { formValuesToLeadData, type FormValues, type PageFields } from './step-values';

/*
 * The checks of a page's answers against one another and against the answers of earlier pages:
 * a national id against the birth date and sex, and each field's plausibility rule (a move-in
 * not before the birth, a reference's phone not the applicant's own, an income within bounds).
 * A chunk of its own, loaded with a page that has such a field: never with the first page.
 */

/** What the page reads its answers with: the brand's language (amounts), the page's (messages). */
export interface CrossFieldLocales {
  reading: Locale;
  page: Locale;
}

/** Each field's problem with the rest of the application, by field id. */
export type CrossFieldCheck = (
  values: FormValues,
  kept: Record<string, unknown>,
  locales: CrossFieldLocales,
) => Map<string, FieldProblem>;

const PERSONAL_CODE = 'personalDetails.personalCode';

/** An answer by lead path: this page's when the page asks for it, else the one kept. */
function answers(step: PageFields, values: FormValues, kept: unknown, locale: Locale) {
  const here = formValuesToLeadData(step, values, { locale });
  const onPage = new Set<string>(step.fields.map((field) => field.path));
  return (path: string): unknown => answerAt(onPage.has(path) ? here : kept, path);
}

/**
 * A national id that carries a birth date and sex (CNP, PESEL, CURP) must agree with the date of
 * birth and sex given, on this page or an earlier one.
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
  const hasPersonalCode = step.fields.some((field) => field.path === PERSONAL_CODE);
  const [personalCodeConsistency, plausibility] = await Promise.all([
    hasPersonalCode ? loadPersonalCodeConsistency() : undefined,
    rules.size > 0 ? loadPlausibilityCheck(brand, rules) : undefined,
  ]);
  return (values, kept, locales) => {
    const problems = new Map<string, FieldProblem>();
    const answerOf = answers(step, values, kept, locales.reading);
    if (personalCodeConsistency) {
      const problem = personalCodeProblem(answerOf, brand.country, personalCodeConsistency);
      if (problem) problems.set(fieldId(PERSONAL_CODE), problem);
    }
    if (plausibility) addPlausibilityProblems(problems, step, answerOf, plausibility, locales.page);
    return problems;
  };
}

function addPlausibilityProblems(
  problems: Map<string, FieldProblem>,
  step: PageFields,
  answerOf: (path: string) => unknown,
  check: PlausibilityCheck,
  locale: Locale,
): void {
  for (const field of step.fields) {
    if (!field.plausibility) continue;
    const value = answerOf(field.path);
    if (value === null || value === undefined) continue;
    const problem = check(field.plausibility, value, { answerAt: answerOf, locale });
    // A date is wrong as a whole: each of its parts is marked.
    if (problem) {
      problems.set(
        fieldId(field.path),
        field.kind === 'date' ? { ...problem, parts: DateParts } : problem,
      );
    }
  }
}
