/**
 * A data point asked only on another answer (`when` in the table, data-points.ts; a field's
 * `when` in the web app): the answer it hangs on, by lead path, and the answers it is asked on.
 */
export interface DataPointCondition {
  path: string;
  is: readonly string[];
}

/**
 * The income sources (the web app's `incomeSource` list, every country's) whose applicant has an
 * employer to name: an employee, a civil servant, an apprentice, a worker overseas. A pensioner
 * names the pension's payer instead (`incomeDetails.pensionPayer`); the self-employed, a business
 * owner, the unemployed, a student and those living on an allowance or remittances have none
 * (decision 0041's addendum "who has an employer").
 */
export const IncomeSourcesWithEmployer = [
  'employed',
  'civilServant',
  'apprentice',
  'overseasWorker',
] as const;

/** The employer's data points are asked of an applicant whose income comes from one. */
export const AskedOfAnEmployee = {
  path: 'incomeDetails.incomeSource',
  is: IncomeSourcesWithEmployer,
} as const satisfies DataPointCondition;

/**
 * The income sources of an applicant at work: an employer's, and the self-employed's and a
 * business owner's (who have a trade and a sector, but no employment contract).
 */
export const IncomeSourcesAtWork = [
  ...IncomeSourcesWithEmployer,
  'selfEmployed',
  'businessOwner',
] as const;

/** A job's title and sector are asked of an applicant at work. */
export const AskedOfAWorker = {
  path: 'incomeDetails.incomeSource',
  is: IncomeSourcesAtWork,
} as const satisfies DataPointCondition;

/**
 * Whether `answer`, the answer a conditional data point hangs on, rules it out: given, and not one
 * of those it is asked on. No answer yet rules nothing out (a flow that never asks the income
 * source still asks for the employer); the page that asks both shows it once the answer is one
 * of those listed.
 */
export function rulesOut(condition: DataPointCondition, answer: unknown): boolean {
  if (answer === undefined || answer === null) return false;
  const given = String(answer).trim();
  return given !== '' && !condition.is.includes(given);
}
