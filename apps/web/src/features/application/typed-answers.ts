import { isPlainObject } from '../../lib/is-plain-object';
import type { ApplicationData, ApplicationDataPatch } from './application-data';

/**
 * Answers typed on a page and kept in this browser at each keystroke (so a reload or a failed
 * request loses nothing), but not yet the lead's: only that page's Continue gives them. A save
 * of another page (the loan changed from the contact page, Back to an earlier page and its
 * Continue) sends the lead's answers without them, and the lead keeps what it holds: an address
 * half typed, a refused box or a name being changed never reaches the lender unconfirmed, nor
 * fails another page's save with its own error.
 *
 * Answers are named by their lead paths: a group's field (`contactDetails.email`,
 * `contactDetails.marketingConsents`), else the top-level key (`generalPolicies`). Tags only add
 * and are never held back.
 */
export function answerPathsOf(patch: ApplicationDataPatch | Partial<ApplicationData>): string[] {
  return Object.entries(patch).flatMap(([key, value]) => {
    if (key === 'tags') return [];
    return isPlainObject(value) ? Object.keys(value).map((field) => `${key}.${field}`) : [key];
  });
}

/** The paths typed so far, with those of a patch added (typed) or taken out (kept by a Continue). */
export function withPaths(paths: readonly string[], added: readonly string[]): string[] {
  const next = new Set(paths);
  for (const path of added) next.add(path);
  return next.size === paths.length ? (paths as string[]) : [...next];
}

export function withoutPaths(paths: readonly string[], removed: readonly string[]): string[] {
  if (paths.length === 0 || removed.length === 0) return paths as string[];
  const gone = new Set(removed);
  const next = paths.filter((path) => !gone.has(path));
  return next.length === paths.length ? (paths as string[]) : next;
}

/**
 * The application data without the answers typed and not kept by a Continue: what a save sends.
 * A group left with no answer is left out, so the lead keeps what it holds of it.
 */
export function withoutTypedAnswers(
  data: ApplicationData,
  typed: readonly string[],
): ApplicationData {
  if (typed.length === 0) return data;
  const held = new Set(typed);
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (held.has(key)) continue;
    if (isPlainObject(value)) {
      const fields = Object.entries(value).filter(([field]) => !held.has(`${key}.${field}`));
      if (fields.length === Object.keys(value).length) next[key] = value;
      else if (fields.length > 0) next[key] = Object.fromEntries(fields);
    } else next[key] = value;
  }
  return next as ApplicationData;
}

/** The answers a save sends: the application's data without those only typed so far. */
export function answersOfTheLead(application: {
  applicationData: ApplicationData;
  typedAnswers: readonly string[];
}): ApplicationData {
  return withoutTypedAnswers(application.applicationData, application.typedAnswers);
}
