import {
  DocumentSideSchema,
  DocumentTypeSchema,
  type DocumentSide,
  type DocumentType,
} from '@lf/contract';
import * as z from 'zod/mini';
import { dropDraft, keepDraft, keptDraftOf } from '../../lib/kept-drafts';

/**
 * The identity document being uploaded, kept for this tab (lib/kept-drafts.ts): the document
 * chosen and, by side, the name of each file the lead API received. A reload finds them again,
 * and so does a phone that closed the browser's tab to open its camera: the applicant goes on
 * with the same document, without choosing it or sending a side twice.
 */
const PAGE = 'id-upload';
const KeptDocumentSchema = z.object({
  documentId: z.uuid(),
  documentType: DocumentTypeSchema,
  received: z.partialRecord(DocumentSideSchema, z.string().check(z.maxLength(255))),
});
export type KeptDocument = z.infer<typeof KeptDocumentSchema>;

export function keptDocumentOf(leadId: string | undefined): KeptDocument | null {
  const kept = KeptDocumentSchema.safeParse(keptDraftOf(PAGE, leadId));
  return kept.success ? kept.data : null;
}

/** A document chosen: none of its sides received yet. */
export function keepDocument(leadId: string, documentId: string, documentType: DocumentType) {
  keepDraft(PAGE, leadId, { documentId, documentType, received: {} });
}

/** A side of the kept document the lead API received, by its file's name. */
export function keepSideReceived(
  leadId: string | undefined,
  documentId: string,
  side: DocumentSide,
  name: string,
) {
  const kept = keptDocumentOf(leadId);
  if (!leadId || kept?.documentId !== documentId) return;
  keepDraft(PAGE, leadId, { ...kept, received: { ...kept.received, [side]: name } });
}

/** Another document is to be chosen, or the stage is over. */
export const dropKeptDocument = () => dropDraft(PAGE);

/**
 * The type of document ticked before its Continue (walker J: a reload lost it): this tab's until
 * the lead API is asked for the document, then the kept document holds it.
 */
const TYPE_PAGE = 'id-upload-type';

export function keptTypeChoiceOf(leadId: string | undefined): DocumentType | undefined {
  const kept = DocumentTypeSchema.safeParse(keptDraftOf(TYPE_PAGE, leadId));
  return kept.success ? kept.data : undefined;
}

export function keepTypeChoice(leadId: string, documentType: DocumentType): void {
  keepDraft(TYPE_PAGE, leadId, documentType);
}

export const dropTypeChoice = () => dropDraft(TYPE_PAGE);
