/** Runs the tasks given one after another, in order: a task starts once the one before settled. */
export type OneAtATime = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * A line of tasks run one at a time; a task that fails does not hold back the next. (A promise
 * chain: p-limit does the same with a queue, but costs the v3 first page 0.8 KB of its budget.)
 * A task given while none runs or waits starts at once, in the caller's task: a page's save then
 * leaves before React draws what the press changed (issue 34), not a microtask after it.
 */
export function oneAtATime(): OneAtATime {
  let last: Promise<unknown> = Promise.resolve();
  /** Tasks given and not yet settled. */
  let pending = 0;
  const start = <T>(task: () => Promise<T>): Promise<T> => {
    try {
      return task();
    } catch (error) {
      return Promise.reject(error);
    }
  };
  return (task) => {
    const run = pending === 0 ? start(task) : last.then(task);
    pending += 1;
    const settled = () => {
      pending -= 1;
    };
    last = run.then(settled, settled);
    return run;
  };
}
