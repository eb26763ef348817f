import * as z from 'zod/mini';
import { storage } from './storage';

/**
 * What an applicant typed or chose on a page whose answers are not the lead's data (the identity
 * document being uploaded, an offer lowered, a plan chosen), kept for this tab by page and lead
 * in the spec's `asyncFormData` (session storage): a reload, or a phone that closed the browser's
 * tab, finds it again. Read only for the lead it was kept for, and only in the shape its page
 * asks (`schema`); anything else is as if nothing was kept.
 */
const DraftsSchema = z.record(z.string(), z.object({ leadId: z.string(), draft: z.unknown() }));

function keptDrafts(): z.infer<typeof DraftsSchema> {
  const kept = DraftsSchema.safeParse(storage.get('session', 'asyncFormData'));
  return kept.success ? kept.data : {};
}

export function keptDraftOf<T>(
  page: string,
  leadId: string | undefined,
  schema: z.core.$ZodType<T>,
): T | null {
  const kept = keptDrafts()[page];
  if (!kept || leadId === undefined || kept.leadId !== leadId) return null;
  const draft = z.safeParse(schema, kept.draft);
  return draft.success ? draft.data : null;
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
