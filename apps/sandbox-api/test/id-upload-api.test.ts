import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import {
  ApiErrorBodySchema,
  ApplicationState,
  DocumentIdAnswerSchema,
  ID_UPLOAD_MAX_BYTES,
  IdUploadAnswerSchema,
  idUploadPath,
  LeadAnswerSchema,
  OfferStagePaths,
  WRITE_SECRET_HEADER,
  type DocumentSide,
  type DocumentType,
} from '@lf/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { sendJson, writeSecretHeader } from './helpers/lead-requests.js';
import { openTestDatabase } from './helpers/test-database.js';

/** The identity document's calls through the routes: choose, upload each side, continue or skip. */
let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openTestDatabase();
  app = buildApp({ db, corsOrigins: [], testRoutes: true });
});

afterAll(async () => {
  await app.close();
  await db.close();
});

const S = ApplicationState;
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]);
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n', 'latin1');

async function seed(applicationState: ApplicationState = S.ID_UPLOAD) {
  const response = await sendJson(app, 'POST', '/test/leads', {
    applicationState,
    data: { amount: 500, period: 61, contactDetails: { email: 'ana@example.com' } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return LeadAnswerSchema.parse(response.json()).id;
}

function errorOf(response: LightMyRequestResponse) {
  return ApiErrorBodySchema.parse(response.json()).error;
}

async function choose(id: string, documentType: DocumentType) {
  const response = await sendJson(app, 'POST', OfferStagePaths.documentId, { id, documentType });
  expect(response.statusCode, response.body).toBe(200);
  return DocumentIdAnswerSchema.parse(response.json()).documentId;
}

const upload = (
  id: string,
  documentId: string,
  side: DocumentSide,
  file: Buffer | string,
  contentType = 'image/jpeg',
) =>
  app.inject({
    method: 'POST',
    url: idUploadPath(id, documentId, side),
    headers: { 'content-type': contentType, ...writeSecretHeader(id) },
    payload: file,
  });
const proceed = (id: string) =>
  app.inject({ method: 'POST', url: OfferStagePaths.continue(id), headers: writeSecretHeader(id) });

async function storedSides(documentId: string) {
  return db.query<{ side: string; content_type: string; size_bytes: number; sha256: string }>(
    'SELECT side, content_type, size_bytes, sha256 FROM id_document_sides WHERE document_id = $1 ORDER BY side',
    [documentId],
  );
}

describe('identity document upload', () => {
  test('an id card takes both sides, then continue moves the lead on', async () => {
    const id = await seed();
    const documentId = await choose(id, 'idCard');
    const front = await upload(id, documentId, 'front', JPEG);
    expect(front.statusCode, front.body).toBe(200);
    expect(IdUploadAnswerSchema.parse(front.json())).toEqual({ documentId, sides: ['front'] });

    const early = await proceed(id);
    expect(early.statusCode).toBe(422);
    expect(errorOf(early)).toMatchObject({ code: 'invalid_body', field: 'back' });

    const back = await upload(id, documentId, 'back', PNG, 'image/png');
    expect(IdUploadAnswerSchema.parse(back.json()).sides).toEqual(['front', 'back']);
    const moved = await proceed(id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(LeadAnswerSchema.parse(moved.json()).applicationState).toBe(S.CHECKING);
  });

  test('keeps only the type, size and SHA-256 of a side, and a side sent again replaces it', async () => {
    const id = await seed();
    const documentId = await choose(id, 'passport');
    await upload(id, documentId, 'front', JPEG);
    const again = await upload(id, documentId, 'front', PDF, 'application/pdf');
    expect(IdUploadAnswerSchema.parse(again.json()).sides).toEqual(['front']);
    expect(await storedSides(documentId)).toEqual([
      {
        side: 'front',
        content_type: 'application/pdf',
        size_bytes: PDF.length,
        sha256: createHash('sha256').update(PDF).digest('hex'),
      },
    ]);
    expect((await proceed(id)).statusCode).toBe(200);
  });

  test('a passport has no back, and the last document chosen is the one that counts', async () => {
    const id = await seed();
    const card = await choose(id, 'idCard');
    await upload(id, card, 'front', JPEG);
    const passport = await choose(id, 'passport');
    const back = await upload(id, passport, 'back', JPEG);
    expect(back.statusCode).toBe(422);
    expect(errorOf(back).field).toBe('side');
    const refused = await proceed(id);
    expect(errorOf(refused).field).toBe('front');
  });

  test('a file that is not what its type says, or empty, is refused and nothing kept', async () => {
    const id = await seed();
    const documentId = await choose(id, 'passport');
    const disguised = await upload(id, documentId, 'front', '<svg onload="x"/>', 'image/png');
    expect(disguised.statusCode).toBe(422);
    expect(errorOf(disguised)).toMatchObject({ code: 'invalid_body', field: 'file' });
    const empty = await upload(id, documentId, 'front', Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    expect(await storedSides(documentId)).toEqual([]);
  });

  test('only JPEG, PNG and PDF bodies are read: anything else is a 415', async () => {
    const id = await seed();
    const documentId = await choose(id, 'passport');
    for (const type of ['image/gif', 'application/json', 'text/plain']) {
      const refused = await upload(id, documentId, 'front', JPEG, type);
      expect(refused.statusCode, type).toBe(415);
      expect(errorOf(refused).code).toBe('unsupported_media_type');
    }
  });

  test('its own body limit: over ID_UPLOAD_MAX_BYTES is a 413; the other calls keep 64 KB', async () => {
    const id = await seed();
    const documentId = await choose(id, 'passport');
    const atLimit = Buffer.concat([JPEG, Buffer.alloc(ID_UPLOAD_MAX_BYTES - JPEG.length)]);
    expect((await upload(id, documentId, 'front', atLimit)).statusCode).toBe(200);
    const over = await upload(id, documentId, 'front', Buffer.concat([atLimit, Buffer.alloc(1)]));
    expect(over.statusCode).toBe(413);
    expect(errorOf(over).code).toBe('payload_too_large');
    const bigJson = await sendJson(app, 'POST', OfferStagePaths.documentId, {
      id,
      documentType: 'passport',
      padding: 'x'.repeat(70 * 1024),
    });
    expect(bigJson.statusCode).toBe(413);
  });

  test("another lead's document, a bad query, or a lead elsewhere is refused", async () => {
    const id = await seed();
    const other = await seed();
    const documentId = await choose(other, 'passport');
    const foreign = await upload(id, documentId, 'front', JPEG);
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).field).toBe('documentId');
    const badSide = await app.inject({
      method: 'POST',
      url: `${OfferStagePaths.idUpload}?id=${id}&documentId=${documentId}&side=top`,
      headers: { 'content-type': 'image/jpeg' },
      payload: JPEG,
    });
    expect(badSide.statusCode).toBe(400);
    expect(errorOf(badSide).field).toBe('side');
    const moved = await seed(S.VEHICLE);
    const wrong = await sendJson(app, 'POST', OfferStagePaths.documentId, {
      id: moved,
      documentType: 'idCard',
    });
    expect(errorOf(wrong).code).toBe('wrong_state');
    const noType = await sendJson(app, 'POST', OfferStagePaths.documentId, {
      id,
      documentType: 'visa',
    });
    expect(noType.statusCode).toBe(400);
    expect(errorOf(noType).field).toBe('documentType');
  });

  test('continue before any document is chosen asks for one; skipping the upload moves on', async () => {
    const id = await seed();
    const refused = await proceed(id);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).field).toBe('documentId');
    const skipped = await sendJson(app, 'POST', OfferStagePaths.skipDocumentUpload, { id });
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(LeadAnswerSchema.parse(skipped.json()).applicationState).toBe(S.CHECKING);
    const twice = await sendJson(app, 'POST', OfferStagePaths.skipDocumentUpload, { id });
    expect(errorOf(twice).code).toBe('wrong_state');
  });
});

/** What came back to a raw request: its status, its error code and whether the socket closed. */
interface RawAnswer {
  status: number | null;
  code: string | undefined;
  closed: boolean;
}

/**
 * Sends the headers of an upload declaring `declared` bytes (or chunked, with `null`) and only a
 * JPEG's first bytes, never the rest, and waits up to two seconds for an answer: a server that
 * reads the body first answers nothing in that time.
 */
async function declareOnly(
  port: number,
  path: string,
  declared: number | null,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const socket = connect(port, '127.0.0.1');
  const lines = [
    `POST ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Content-Type: image/jpeg',
    declared === null ? 'Transfer-Encoding: chunked' : `Content-Length: ${declared}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  socket.write(declared === null ? `${JPEG.length.toString(16)}\r\n` : '');
  socket.write(JPEG);
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  const closed = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 2_000);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  socket.destroy();
  const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
  const body = received.slice(received.indexOf('\r\n\r\n') + 4);
  const code = status ? (JSON.parse(body) as { error?: { code?: string } }).error?.code : undefined;
  return { status: status ? Number(status) : null, code, closed };
}

describe('an upload is checked before its body is read (issue 36)', () => {
  let server: FastifyInstance;
  let port = 0;

  beforeAll(async () => {
    server = buildApp({ db, corsOrigins: [], testRoutes: true });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  afterAll(async () => {
    await server.close();
  });

  test('without the lead’s write secret, or with another, 8 MiB are refused 403 before a byte of them is read, and the connection is closed', async () => {
    const id = await seed();
    const documentId = await choose(id, 'passport');
    const path = idUploadPath(id, documentId, 'front');
    const strangers: Record<string, string>[] = [{}, { [WRITE_SECRET_HEADER]: 'x'.repeat(43) }];
    for (const headers of strangers) {
      const answer = await declareOnly(port, path, ID_UPLOAD_MAX_BYTES, headers);
      expect(answer).toEqual({ status: 403, code: 'write_secret_refused', closed: true });
    }
  });

  test('a declared length over ID_UPLOAD_MAX_BYTES is refused 413 before the body is read, even with the secret', async () => {
    const id = await seed();
    const documentId = await choose(id, 'passport');
    const answer = await declareOnly(
      port,
      idUploadPath(id, documentId, 'front'),
      ID_UPLOAD_MAX_BYTES + 1,
      writeSecretHeader(id),
    );
    expect(answer).toEqual({ status: 413, code: 'payload_too_large', closed: true });
  });

  test('an upload that declares no length (chunked) is refused 411 before the body is read', async () => {
    const id = await seed();
    const documentId = await choose(id, 'passport');
    const answer = await declareOnly(
      port,
      idUploadPath(id, documentId, 'front'),
      null,
      writeSecretHeader(id),
    );
    expect(answer).toEqual({ status: 411, code: 'invalid_body', closed: true });
  });

  test('a lead that is not at ID_UPLOAD, or unknown, is answered before the body is read', async () => {
    const moved = await seed(S.VEHICLE);
    const documentId = '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f';
    const elsewhere = await declareOnly(
      port,
      idUploadPath(moved, documentId, 'front'),
      ID_UPLOAD_MAX_BYTES,
      writeSecretHeader(moved),
    );
    expect(elsewhere).toEqual({ status: 409, code: 'wrong_state', closed: true });
    const unknown = await declareOnly(
      port,
      idUploadPath('3f1c8a52-6a55-4a8e-9d0e-2b7c1d1e0f00', documentId, 'front'),
      ID_UPLOAD_MAX_BYTES,
    );
    expect(unknown).toEqual({ status: 404, code: 'lead_not_found', closed: true });
  });
});
