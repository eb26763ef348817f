import { createHash, randomUUID } from 'node:crypto';
import {
  ApplicationState,
  DocumentSidesNeeded,
  type DocumentSide,
  type DocumentType,
  type IdUploadAnswer,
} from '@lf/contract';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { fieldErrorsError } from '../http/parse-request.js';
import { requireLeadAt } from '../stages/require-lead-at.js';
import { fileTypeOf, type IdUploadType } from './file-signature.js';
import {
  findIdDocument,
  insertIdDocument,
  latestIdDocument,
  saveReceivedSide,
} from './id-document-repository.js';

const UPLOADING = [ApplicationState.ID_UPLOAD];

/**
 * Identity documents (README, "Identity document"): the lead at ID_UPLOAD chooses a document,
 * then sends each side it needs. The file is checked and forgotten: only its type, size and
 * SHA-256 are kept.
 */
export interface IdUploadService {
  /** A new document for the lead; its uploads replace any document chosen before. */
  choose(leadId: string, documentType: DocumentType): Promise<{ documentId: string }>;
  /**
   * One side of the lead's document: `file` as sent, `declared` its content type. 404 for a
   * document the lead does not have; 422 for a side the document has not, an empty file or one
   * that is not what it claims.
   */
  upload(request: {
    leadId: string;
    documentId: string;
    side: DocumentSide;
    declared: IdUploadType;
    file: Uint8Array;
  }): Promise<IdUploadAnswer>;
  /** The sides the lead's last document still lacks (every one of an id card when none chosen). */
  missingSides(leadId: string): Promise<{ documentChosen: boolean; missing: DocumentSide[] }>;
}

export function createIdUploadService(
  db: Database,
  now: () => Date = () => new Date(),
): IdUploadService {
  return {
    async choose(leadId, documentType) {
      const moment = now();
      return db.transaction(async (tx) => {
        await requireLeadAt(tx, leadId, UPLOADING, moment);
        const documentId = randomUUID();
        await insertIdDocument(tx, { documentId, leadId, documentType }, moment);
        return { documentId };
      });
    },

    async upload({ leadId, documentId, side, declared, file }) {
      const moment = now();
      return db.transaction(async (tx) => {
        await requireLeadAt(tx, leadId, UPLOADING, moment);
        const document = await findIdDocument(tx, leadId, documentId);
        if (!document) {
          throw new ApiError(404, 'not_found', 'The lead has no such document.', 'documentId');
        }
        if (!DocumentSidesNeeded[document.documentType].includes(side)) {
          throw fieldErrorsError(
            422,
            [
              {
                fieldName: 'side',
                code: 'invalid_choice',
                message: 'This document has no such side.',
              },
            ],
            'This document has no such side.',
          );
        }
        if (file.length === 0) {
          throw fieldErrorsError(
            422,
            [{ fieldName: 'file', code: 'required', message: 'Send the file.' }],
            'Send the file.',
          );
        }
        if (fileTypeOf(file) !== declared) {
          throw fieldErrorsError(
            422,
            [
              {
                fieldName: 'file',
                code: 'not_accepted',
                message: 'The file is not the JPEG, PNG or PDF its type says.',
              },
            ],
            'The file is not the JPEG, PNG or PDF its type says.',
          );
        }
        await saveReceivedSide(
          tx,
          {
            documentId,
            side,
            contentType: declared,
            sizeBytes: file.length,
            sha256: createHash('sha256').update(file).digest('hex'),
          },
          moment,
        );
        const sides = document.sides.includes(side) ? document.sides : [...document.sides, side];
        return {
          documentId,
          sides: DocumentSidesNeeded[document.documentType].filter((needed) =>
            sides.includes(needed),
          ),
        };
      });
    },

    async missingSides(leadId) {
      const document = await latestIdDocument(db, leadId);
      if (!document) return { documentChosen: false, missing: [...DocumentSidesNeeded.idCard] };
      return {
        documentChosen: true,
        missing: DocumentSidesNeeded[document.documentType].filter(
          (side) => !document.sides.includes(side),
        ),
      };
    },
  };
}
