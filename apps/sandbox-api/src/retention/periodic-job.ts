/** A job that runs now and then every `everyMs`, until stopped. */
export interface PeriodicJob {
  /** The first run, started at once: settled when it ended (a failure goes to `onError`). */
  readonly firstRun: Promise<void>;
  /** No run starts any more; resolves once the run in progress, if any, has ended. */
  stop(): Promise<void>;
}

/**
 * Runs `run` at once, then `everyMs` after each run ended, so two runs never overlap. The timer is
 * unref'd: it never keeps the process alive on its own. A run's failure goes to `onError` and
 * the next run comes as planned.
 */
export function startPeriodicJob(
  run: () => Promise<void>,
  { everyMs, onError }: { everyMs: number; onError: (error: unknown) => void },
): PeriodicJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  function runOnce(): Promise<void> {
    running = run()
      .catch(onError)
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(() => void runOnce(), everyMs);
        timer.unref();
      });
    return running;
  }

  const firstRun = runOnce();
  return {
    firstRun,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
