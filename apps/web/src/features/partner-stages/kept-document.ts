import {
  DocumentSideSchema,
  DocumentTypeSchema,
  type DocumentSide,
  type DocumentType,
} from '@lf/contract';
import * as z from 'zod/mini';
import { storage } from '../../lib/storage';

/**
 * The identity document being uploaded, kept for this tab (`asyncFormData`, session storage: the
 * spec's key for a form sent in parts as they come): the document chosen and, by side, the name of
 * each file the lead API received. A reload finds them again, and so does a phone that closed the
 * browser's tab to open its camera: the applicant goes on with the same document, without
 * choosing it or sending a side twice. Read only for the lead it was kept for.
 */
const KeptDocumentSchema = z.object({
  leadId: z.string(),
  documentId: z.uuid(),
  documentType: DocumentTypeSchema,
  received: z.partialRecord(DocumentSideSchema, z.string().check(z.maxLength(255))),
});
export type KeptDocument = z.infer<typeof KeptDocumentSchema>;

export function keptDocumentOf(leadId: string | undefined): KeptDocument | null {
  const kept = KeptDocumentSchema.safeParse(storage.get('session', 'asyncFormData'));
  return kept.success && leadId !== undefined && kept.data.leadId === leadId ? kept.data : null;
}

/** A document chosen: none of its sides received yet. */
export function keepDocument(leadId: string, documentId: string, documentType: DocumentType) {
  storage.set('session', 'asyncFormData', { leadId, documentId, documentType, received: {} });
}

/** A side of the kept document the lead API received, by its file's name. */
export function keepSideReceived(documentId: string, side: DocumentSide, name: string) {
  const kept = KeptDocumentSchema.safeParse(storage.get('session', 'asyncFormData'));
  if (!kept.success || kept.data.documentId !== documentId) return;
  storage.set('session', 'asyncFormData', {
    ...kept.data,
    received: { ...kept.data.received, [side]: name },
  });
}

/** Another document is to be chosen, or the stage is over. */
export function dropKeptDocument() {
  storage.remove('session', 'asyncFormData');
}
