import {
  DocumentSides,
  DocumentSideSchema,
  DocumentTypeSchema,
  type DocumentSide,
  type DocumentType,
} from '@lf/contract';
import type { Queryable } from '../db/database.js';

/** An identity document a lead chose to upload, and the sides received (migration 0005). */
export interface IdDocument {
  documentId: string;
  leadId: string;
  documentType: DocumentType;
  sides: DocumentSide[];
}

/** What is kept of a side: never the file, only what identifies it. */
export interface ReceivedSide {
  documentId: string;
  side: DocumentSide;
  contentType: string;
  sizeBytes: number;
  sha256: string;
}

interface DocumentRow {
  document_id: string;
  lead_id: string;
  document_type: string;
  sides: unknown;
}

function fromRow(row: DocumentRow): IdDocument {
  const received = (Array.isArray(row.sides) ? row.sides : []).map((side) =>
    DocumentSideSchema.parse(side),
  );
  return {
    documentId: row.document_id,
    leadId: row.lead_id,
    documentType: DocumentTypeSchema.parse(row.document_type),
    sides: DocumentSides.filter((side) => received.includes(side)),
  };
}

const SELECT_DOCUMENT = `SELECT d.document_id, d.lead_id, d.document_type,
         coalesce(
           (SELECT jsonb_agg(s.side) FROM id_document_sides s
            WHERE s.document_id = d.document_id),
           '[]'::jsonb
         ) AS sides
  FROM id_documents d`;

export async function insertIdDocument(
  db: Queryable,
  document: Pick<IdDocument, 'documentId' | 'leadId' | 'documentType'>,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO id_documents (document_id, lead_id, document_type, created_at)
     VALUES ($1, $2, $3, $4::timestamptz)`,
    [document.documentId, document.leadId, document.documentType, now.toISOString()],
  );
}

/** The lead's document with this id (another lead's is none). */
export async function findIdDocument(
  db: Queryable,
  leadId: string,
  documentId: string,
): Promise<IdDocument | undefined> {
  const rows = await db.query<DocumentRow>(
    `${SELECT_DOCUMENT} WHERE d.document_id = $1 AND d.lead_id = $2`,
    [documentId, leadId],
  );
  const row = rows[0];
  return row && fromRow(row);
}

/** The document the lead chose last: the one its uploads are for now. */
export async function latestIdDocument(
  db: Queryable,
  leadId: string,
): Promise<IdDocument | undefined> {
  const rows = await db.query<DocumentRow>(
    `${SELECT_DOCUMENT} WHERE d.lead_id = $1 ORDER BY d.seq DESC LIMIT 1`,
    [leadId],
  );
  const row = rows[0];
  return row && fromRow(row);
}

/** Stores a side, replacing one sent before for the same side. */
export async function saveReceivedSide(
  db: Queryable,
  side: ReceivedSide,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO id_document_sides (document_id, side, content_type, size_bytes, sha256, uploaded_at)
     VALUES ($1, $2, $3, $4, $5, $6::timestamptz)
     ON CONFLICT (document_id, side) DO UPDATE
     SET content_type = EXCLUDED.content_type, size_bytes = EXCLUDED.size_bytes,
         sha256 = EXCLUDED.sha256, uploaded_at = EXCLUDED.uploaded_at`,
    [side.documentId, side.side, side.contentType, side.sizeBytes, side.sha256, now.toISOString()],
  );
}
