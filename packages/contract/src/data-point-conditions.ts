/**
 * A data point asked only on another answer (`when` in the table, data-points.ts; a field's
 * `when` in the web app): the answer it hangs on, by lead path, and the answers it is asked on.
 */
export interface DataPointCondition {
  path: string;
  is: readonly string[];
}

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
