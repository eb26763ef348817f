/** Runs the tasks given one after another, in order: a task starts once the one before settled. */
export type OneAtATime = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * A line of tasks run one at a time; a task that fails does not hold back the next. (A promise
 * chain: p-limit does the same with a queue, but costs the v3 first page 0.8 KB of its budget.)
 */
export function oneAtATime(): OneAtATime {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = last.then(task);
    last = run.catch(() => undefined);
    return run;
  };
}
