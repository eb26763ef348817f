import {
  DocumentIdRequestSchema,
  ApplicationState,
  ID_UPLOAD_MAX_BYTES,
  ID_UPLOAD_TYPES,
  IdUploadQuerySchema,
  LeadIdRequestSchema,
  OfferStagePaths,
  type IdUploadAnswer,
  type LeadAnswer,
} from '@lf/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { Database } from '../db/database.js';
import { uploadTypeOf } from '../documents/file-signature.js';
import { createIdUploadService } from '../documents/id-upload-service.js';
import { ApiError } from '../http/api-error.js';
import { fieldErrorsError, parseParams, requireObjectBody } from '../http/parse-request.js';
import type { LeadService } from '../leads/lead-service.js';
import { requireLeadAt } from '../stages/require-lead-at.js';
import { englishMessages, toFieldErrors } from '../validation/field-errors.js';
import type { LeadWriteAccess } from '../leads/lead-write-access.js';

function parseBody<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(requireObjectBody(value), { error: englishMessages });
  if (result.success) return result.data;
  throw fieldErrorsError(
    400,
    toFieldErrors(result.error.issues),
    'The body does not match the contract.',
  );
}

const notAFile = () =>
  new ApiError(
    415,
    'unsupported_media_type',
    `Send the file itself as ${ID_UPLOAD_TYPES.join(', ')}.`,
  );

/**
 * What an upload must pass before a byte of its body is read (issue 36: 32 bodies of 8 MiB sent
 * without a secret raised the server's memory by 231 MB and another client's p99 from 62 to
 * 983 ms, each read whole before the route looked at it): a query naming the lead (400), a
 * declared length (411: a body without one could only be measured by reading it) within
 * ID_UPLOAD_MAX_BYTES (413), the lead's write secret (403) and the lead at ID_UPLOAD (404, 410,
 * 409). A refusal closes the connection, so the body the client still sends is not taken in.
 */
function checkBeforeBody(
  db: Database,
  writeAccess: LeadWriteAccess,
  now: () => Date,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return async (request, reply) => {
    try {
      const { id } = parseParams(IdUploadQuerySchema, request.query);
      const declared = request.headers['content-length'];
      if (declared === undefined) {
        throw new ApiError(
          411,
          'invalid_body',
          'Send the file with its length (content-length), not in chunks.',
          'content-length',
        );
      }
      if (Number(declared) > ID_UPLOAD_MAX_BYTES) {
        throw new ApiError(
          413,
          'payload_too_large',
          `The file is larger than ${ID_UPLOAD_MAX_BYTES} bytes.`,
        );
      }
      await writeAccess(request, id);
      await requireLeadAt(db, id, [ApplicationState.ID_UPLOAD], now());
    } catch (error) {
      void reply.header('connection', 'close');
      throw error;
    }
  };
}

/**
 * The identity document (spec section 7, README "Identity document"): `POST /lead/documentId
 * { id, documentType }`, `POST /lead/idUpload?id=&documentId=&side=` with the file itself as the
 * body (its own limit, ID_UPLOAD_MAX_BYTES; JPEG, PNG or PDF only), and `POST
 * /lead/offer/skip-document-upload { id }`.
 */
export function registerIdUploadRoutes(
  app: FastifyInstance,
  db: Database,
  leads: LeadService,
  writeAccess: LeadWriteAccess,
  now: () => Date = () => new Date(),
): void {
  const documents = createIdUploadService(db, now);
  app.post(OfferStagePaths.documentId, async (request) => {
    const { id, documentType } = parseBody(DocumentIdRequestSchema, request.body);
    await writeAccess(request, id);
    return documents.choose(id, documentType);
  });

  app.post(OfferStagePaths.skipDocumentUpload, async (request): Promise<LeadAnswer> => {
    const { id } = parseBody(LeadIdRequestSchema, request.body);
    await writeAccess(request, id);
    return leads.advanceStage({ id, at: ApplicationState.ID_UPLOAD, outcome: 'skipped' });
  });

  // The file as it is, read only on this route: the three types, up to ID_UPLOAD_MAX_BYTES.
  void app.register(async (upload) => {
    upload.addContentTypeParser(
      [...ID_UPLOAD_TYPES],
      { parseAs: 'buffer', bodyLimit: ID_UPLOAD_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    // Not even JSON: every other type is the same 415, before its body is read.
    upload.removeContentTypeParser('application/json');
    upload.addContentTypeParser('*', (_request, _payload, done) => done(notAFile()));

    upload.post<{ Querystring: unknown }>(
      OfferStagePaths.idUpload,
      // Before parsing: after the rate limits (rate-limit.ts), before a byte of the body is read.
      { bodyLimit: ID_UPLOAD_MAX_BYTES, preParsing: checkBeforeBody(db, writeAccess, now) },
      async (request): Promise<IdUploadAnswer> => {
        const { id, documentId, side } = parseParams(IdUploadQuerySchema, request.query);
        const declared = uploadTypeOf(request.headers['content-type']);
        if (!declared || !Buffer.isBuffer(request.body)) throw notAFile();
        return documents.upload({ leadId: id, documentId, side, declared, file: request.body });
      },
    );
  });
}
