import type { ApplicationState } from '@lf/contract';
import { BASE_PATH } from '../../../server/base-path';

/** The history events a move fires: the browser's, and wouter's own for push and replace. */
export const HISTORY_EVENTS = ['popstate', 'pushState', 'replaceState'] as const;

/** The page's route without the base path. */
export const currentPath = () => window.location.pathname.slice(BASE_PATH.length) || '/';

const shown: string[] = [];
const note = () => {
  const path = currentPath();
  if (shown.at(-1) !== path) shown.push(path);
};

/**
 * From start-up, notes each page shown. Tracking starts only once the browser is idle after the
 * first page (decision record 0013): an applicant who moves on at once must still have the
 * pages before counted.
 */
export function notePagesShown(): void {
  note();
  for (const type of HISTORY_EVENTS) window.addEventListener(type, note);
}

/** Stops noting, and gives the pages shown so far, in order (the current one last). */
export function takePagesShown(): string[] {
  for (const type of HISTORY_EVENTS) window.removeEventListener(type, note);
  return shown.splice(0);
}

/** The lead this page load started with, and its state (none for a fresh application). */
export interface ApplicationAtLoad {
  leadId: string | null;
  state: ApplicationState;
}

let atLoad: ApplicationAtLoad | null = null;

/** Notes the lead the page load started with, for tracking to compare its first reading with. */
export function noteApplicationAtLoad(application: ApplicationAtLoad): void {
  atLoad = application;
}

/** The lead the page load started with; null when start-up noted none. */
export function applicationAtLoad(): ApplicationAtLoad | null {
  return atLoad;
}
