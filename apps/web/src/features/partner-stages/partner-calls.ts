import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import {
  DocumentIdAnswerSchema,
  IdUploadAnswerSchema,
  idUploadPath,
  OfferStagePaths,
  PartnerPageAnswerSchema,
  partnerRedirectPath,
  type DocumentSide,
  type DocumentType,
  type IdUploadAnswer,
  type PartnerPurpose,
} from '@lf/contract';
import type { ApiResult } from '../../lib/api-client';
import { logger } from '../../lib/logger';
import { uploadFile } from '../../lib/upload-client';
import type { ApplicationRootState, ThunkDependencies } from '../application';
import { callStage, moveLead, writeSecretHeaders } from '../lead/lazy';

/**
 * The calls of the partners' pages, the identity document and the waiting page (spec section 7).
 * Reads and the partner's page retry by themselves; the moves are sent again only when a passing
 * fault left no answer (a second move of a lead that moved on is a 409 the page follows).
 */

/** The partner's page to hand the applicant over to: a bank link, or Paylands' card check. */
export const openPartnerPage = (purpose: PartnerPurpose) =>
  callStage(PartnerPageAnswerSchema, {
    request: (id) =>
      purpose === 'moneyman-paylands'
        ? { method: 'POST', path: OfferStagePaths.sale, body: { id } }
        : { method: 'GET', path: partnerRedirectPath(id, purpose) },
    failureMessage: "Failed to open the partner's page",
  });

/** The stage done elsewhere (the partner, the uploads, the waiting page) is complete. */
export const continueStage = () =>
  moveLead({
    request: (id) => ({ method: 'POST', path: OfferStagePaths.continue(id) }),
    failureMessage: 'Failed to continue the lead',
  });

/** The applicant leaves out this optional stage. */
export const skipStage = () =>
  moveLead({
    request: (id) => ({ method: 'POST', path: OfferStagePaths.skip(id) }),
    failureMessage: 'Failed to skip the stage',
  });

/** The document the applicant will upload: its id for the uploads. */
export const chooseDocument = (documentType: DocumentType) =>
  callStage(DocumentIdAnswerSchema, {
    request: (id) => ({
      method: 'POST',
      path: OfferStagePaths.documentId,
      body: { id, documentType },
    }),
    failureMessage: 'Failed to choose the identity document',
  });

/** "I cannot upload it now": the lead goes on without the document. */
export const skipDocumentUpload = () =>
  moveLead({
    request: (id) => ({ method: 'POST', path: OfferStagePaths.skipDocumentUpload, body: { id } }),
    failureMessage: 'Failed to skip the document upload',
  });

export interface SideUpload {
  documentId: string;
  side: DocumentSide;
  file: Blob;
  /** The file's type as checked before sending (file-check.ts). */
  contentType: string;
  onProgress: (sent: number) => void;
  signal?: AbortSignal;
}

type UploadThunk = ThunkAction<
  Promise<ApiResult<IdUploadAnswer>>,
  ApplicationRootState,
  ThunkDependencies,
  UnknownAction
>;

/**
 * One side of the document, the file itself as the body, with its progress (lib/upload-client).
 * Not retried by itself: the page shows the failure and offers Try again with the same file. A
 * failure is logged by code and status only, never the file's name.
 */
export function uploadDocumentSide({
  documentId,
  side,
  file,
  contentType,
  onProgress,
  signal,
}: SideUpload): UploadThunk {
  return async (_dispatch, getState, { apiBaseUrl = '' }) => {
    const { applicationData, writeSecret } = getState().application;
    const leadId = applicationData.id;
    if (!leadId) {
      return {
        ok: false,
        status: null,
        error: { code: 'lead_not_found', message: 'This browser holds no lead' },
      };
    }
    const result = await uploadFile(IdUploadAnswerSchema, {
      url: `${apiBaseUrl.replace(/\/+$/, '')}${idUploadPath(leadId, documentId, side)}`,
      file,
      contentType,
      onProgress,
      signal,
      headers: writeSecretHeaders(writeSecret),
    });
    if (!result.ok && result.error.code !== 'aborted') {
      logger.error('Failed to upload the identity document', {
        code: result.error.code,
        status: result.status,
      });
    }
    return result;
  };
}
