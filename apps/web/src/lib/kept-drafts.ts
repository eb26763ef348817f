import { isPlainObject } from './is-plain-object';
import { storage } from './storage';

/**
 * What an applicant typed or chose on a page that is not (or not yet) the lead's data (the
 * identity document being uploaded, an offer lowered, a plan chosen, a number typed with a
 * letter), kept for this tab by page and lead in the spec's `asyncFormData` (session storage): a
 * reload, or a phone that closed the browser's tab, finds it again. A draft is given only for the
 * lead it was kept for, unchecked: its page reads it as data from outside, with its own check.
 * No schema library here: the step form, on the v3 first page, reads its drafts with this.
 */
function keptDrafts(): Record<string, unknown> {
  const kept = storage.get('session', 'asyncFormData');
  return isPlainObject(kept) ? kept : {};
}

export function keptDraftOf(page: string, leadId: string | undefined): unknown {
  const kept = keptDrafts()[page];
  return isPlainObject(kept) && leadId !== undefined && kept.leadId === leadId
    ? kept.draft
    : undefined;
}

export function keepDraft(page: string, leadId: string, draft: unknown): void {
  storage.set('session', 'asyncFormData', { ...keptDrafts(), [page]: { leadId, draft } });
}

export function dropDraft(page: string): void {
  const drafts = Object.entries(keptDrafts());
  const left = drafts.filter(([kept]) => kept !== page);
  if (left.length < drafts.length)
    storage.set('session', 'asyncFormData', Object.fromEntries(left));
}

/**
 * Drops the drafts kept for any lead but `leadId`, and all of them without one (a final result, a
 * new application): what the applicant typed on a lead's pages does not outlive it in the tab.
 */
export function keepDraftsOnlyOf(leadId: string | undefined): void {
  const drafts = Object.entries(keptDrafts());
  const left = drafts.filter(([, kept]) => isPlainObject(kept) && kept.leadId === leadId);
  if (leadId !== undefined && left.length === drafts.length) return;
  if (leadId === undefined || left.length === 0) storage.remove('session', 'asyncFormData');
  else storage.set('session', 'asyncFormData', Object.fromEntries(left));
}
