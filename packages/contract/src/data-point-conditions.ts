/**
 * A data point asked only on another answer (`when` in the table, data-points.ts; a field's
 * `when` in the web app): the answer it hangs on, by lead path, and the answers it is asked on.
 */
export interface DataPointCondition {
  path: string;
  is: readonly string[];
  /**
   * `is` lists the answers it is not asked on, any other answer asks it: a list the lead API
   * serves may hold answers this build does not know (a contract's kinds), which must not rule
   * the data point out.
   */
  not?: boolean;
  /**
   * A second condition that must hold as well: a contract's end date is asked of an employee
   * (`incomeSource`), and of one only whose contract can end (`positionType`, not permanent).
   */
  and?: DataPointCondition;
}

/** How a condition reads the answers it hangs on: the answer in `data` at a lead path, if any. */
export type ReadAnswer = (data: unknown, path: string) => unknown;

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
 * The condition (the data point's own, or one it goes on to with `and`) whose answer in `data`
 * (the lead's or the page's, read by `read`) rules the data point out: given, and not one of those
 * it is asked on (with `not`: one of those it is not asked on). No answer yet rules nothing out
 * (a flow that never asks the income source still asks for the employer); a page that asks both
 * reveals it once the answer is one of those listed (`isAskedOn`, condition-chain.ts).
 */
export function ruledOutBy(
  condition: DataPointCondition,
  data: unknown,
  read: ReadAnswer,
): DataPointCondition | undefined {
  const given = conditionValue(read(data, condition.path));
  return given && condition.is.includes(given) === !!condition.not
    ? condition
    : condition.and && ruledOutBy(condition.and, data, read);
}
