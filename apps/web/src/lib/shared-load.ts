/** A shared load: call it for the value; `loaded()` gives the value once it has arrived. */
export interface SharedLoad<T> {
  (): Promise<T>;
  loaded(): T | undefined;
}

/** A promise that says it has settled, as React's `use` reads it (no suspension once loaded). */
type Settled<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * One load shared by every caller, started again by the next caller if it failed. Every caller
 * gets the same promise, marked once it has loaded, so a component reading it with `use`
 * renders at once from then on.
 */
export function sharedLoad<T>(load: () => Promise<T>): SharedLoad<T> {
  let loading: Settled<T> | undefined;
  const shared = () => {
    if (!loading) {
      const started: Settled<T> = load();
      loading = started;
      started.then(
        (value) => {
          started.status = 'fulfilled';
          started.value = value;
        },
        () => {
          if (loading === started) loading = undefined;
        },
      );
    }
    return loading;
  };
  return Object.assign(shared, { loaded: () => loading?.value });
}
