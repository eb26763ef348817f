import {
  createPlausibilityCheck as createContractPlausibilityCheck,
  type AnswerAt,
} from '@lf/contract/field-checks';
import type { BrandConfig, Locale } from '../../config/brand-config-schema';
import type { PlausibilityRuleName } from '../../config/field-rule-names';
import { formatMoney } from '../../config/format-money';
import type { ValidationMessage } from './validation-message';

/*
 * Answers checked against the rest of the application (issue 37): the contract's checks, which
 * the lead API runs too (decision 0042), with an amount's bound written as the page writes money.
 */
export { MIN_WORKING_AGE } from '@lf/contract/field-checks';

/** What the checks read of the resolved brand. */
export type PlausibilityBrand = Pick<
  BrandConfig,
  'country' | 'phonePrefix' | 'currency' | 'monthlyAmountLimits'
>;

/** What a check reads besides the answer: the application as it stands, the page's language. */
export interface PlausibilityGiven {
  /** An answer by lead path: this page's, else the one kept from an earlier page. */
  answerAt: AnswerAt;
  /** The page's language: the bound of an amount is written as it writes money. */
  locale: Locale;
}

/** Checks an answer (as the lead keeps it) by the rule its field names; null when it holds. */
export type PlausibilityCheck = (
  rule: PlausibilityRuleName,
  value: unknown,
  given: PlausibilityGiven,
) => ValidationMessage | null;

/**
 * The checks for a brand. `comparablePhone` writes a number as two are compared (E.164, from the
 * phone module, which the page has loaded for its phone field); without it, digits alone.
 */
export function createPlausibilityCheck(
  brand: PlausibilityBrand,
  comparablePhone?: (value: string) => string,
): PlausibilityCheck {
  const check = createContractPlausibilityCheck(brand, comparablePhone);
  return (rule, value, { answerAt, locale }) => {
    const problem = check(rule, value, answerAt);
    const max = problem?.values?.max;
    return problem?.key === 'validation>monthlyAmountTooHigh' && typeof max === 'number'
      ? { key: problem.key, values: { max: formatMoney(max, locale, brand.currency.code) } }
      : problem;
  };
}
