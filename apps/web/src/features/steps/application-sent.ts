import { useSyncExternalStore } from 'react';

/**
 * Whether the application is being sent: the save of the page that sends it (the navigator's
 * `sendsTheApplication`) is on its way, until its answer has moved the applicant on or it failed.
 * Every step page reads it, not only that one: the browser's own Back, pressed meanwhile, opens
 * the page before, whose answers would be changed there and lost when the save's answer took the
 * applicant to the decision (walking default-es with a slow lead API). One tab's, never kept: a
 * reload ends the save with it.
 */
let sends = 0;
const listeners = new Set<() => void>();

function changed(by: number) {
  sends += by;
  for (const listener of listeners) listener();
}

/** Marks the application as being sent until `sending` settles; gives `sending`'s outcome. */
export async function whileApplicationSent<T>(sending: () => Promise<T>): Promise<T> {
  changed(1);
  try {
    return await sending();
  } finally {
    changed(-1);
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isSent = () => sends > 0;

/** True while the application is being sent (`whileApplicationSent`). */
export function useApplicationSent(): boolean {
  return useSyncExternalStore(subscribe, isSent, isSent);
}
