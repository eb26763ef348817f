import {
  conditionValue,
  type DataPointCondition,
  type ReadAnswer,
} from './data-point-conditions.js';

/**
 * Every condition a data point hangs on, its own first (`and`): the lead paths whose answers it
 * reads. Apart from data-point-conditions.ts, which the web app's first page carries: only the
 * flow's checks and the pages' reading of other pages' answers need it.
 */
export function conditionsOf<C extends DataPointCondition & { and?: C }>(
  condition: C | undefined,
): C[] {
  return condition ? [condition, ...conditionsOf(condition.and)] : [];
}

/**
 * Whether the answers in `data` ask the data point: each of its conditions' answers is given and is
 * one it is asked on. Where no answer yet must not count (a page's reveal: the spouse's details
 * shown once "married" is chosen; a submission's required data points), unlike `ruledOutBy`.
 */
export function isAskedOn(condition: DataPointCondition, data: unknown, read: ReadAnswer): boolean {
  return conditionsOf(condition).every(({ path, is, not }) => {
    const given = conditionValue(read(data, path));
    return !!given && is.includes(given) !== !!not;
  });
}
