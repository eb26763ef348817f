/**
 * A data point asked only on another answer (`when` in the table, data-points.ts; a field's
 * `when` in the web app): the answer it hangs on, by lead path, and the answers it is asked on.
 */
export interface DataPointCondition {
  path: string;
  is: readonly string[];
}

/**
 * An answer as a condition names it: a yes-or-no answer, kept in the lead as a boolean, is the
 * value its radios give (`yes`, `no`); any other as its trimmed text; none as undefined.
 */
export function conditionValue(answer: unknown): string | undefined {
  if (answer === undefined || answer === null) return undefined;
  if (typeof answer === 'boolean') return answer ? 'yes' : 'no';
  return String(answer).trim();
}

/**
 * Whether `answer`, the answer a conditional data point hangs on (as the lead or the page holds
 * it), rules it out: given, and not one of those it is asked on. No answer yet rules nothing out
 * (a flow that never asks the income source still asks for the employer); the page that asks
 * both shows it once the answer is one of those listed.
 */
export function rulesOut(condition: DataPointCondition, answer: unknown): boolean {
  const given = conditionValue(answer);
  return given !== undefined && given !== '' && !condition.is.includes(given);
}
