import { randomBytes } from 'node:crypto';
import {
  IDEMPOTENCY_HEADER,
  LeadAnswerSchema,
  LeadPaths,
  PRODUCT_ID,
  WRITE_SECRET_HEADER,
  type ApplicationState,
  type LeadAnswer,
} from '@lf/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const product = PRODUCT_ID;

/**
 * The tests' client keeps each lead's write secret as the front end does: it proposes a fresh one
 * with every create (the same one again for a retry under the same idempotency key) and sends it
 * with every request about that lead, unless the test gives the header itself. A lead it did not
 * create (a seed, a create a test sent itself) keeps the secret its answer gave. A test of the
 * refusal sends without it through `app.inject`.
 */
const writeSecrets = new Map<string, string>();
/** The secret proposed under each idempotency key: a retry proposes the same one. */
const proposedByKey = new Map<string, string>();

/** A write secret as the front end makes one: 256 random bits, base64url (43 characters). */
export function newClientSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The write-secret header for lead `id`, as the tests' client would send it (none if unknown). */
export function writeSecretHeader(id: string): Record<string, string> {
  const secret = writeSecrets.get(id);
  return secret === undefined ? {} : { [WRITE_SECRET_HEADER]: secret };
}

const CREATE_PATHS: readonly string[] = [LeadPaths.lead, LeadPaths.leadV2];

/** The secret a create proposes: the test's own header, else the key's, else a fresh one. */
function proposedSecret(headers: Record<string, string>): string {
  const given = headers[WRITE_SECRET_HEADER];
  if (given !== undefined) return given;
  const key = headers[IDEMPOTENCY_HEADER];
  if (key === undefined) return newClientSecret();
  const secret = proposedByKey.get(key) ?? newClientSecret();
  proposedByKey.set(key, secret);
  return secret;
}

function rememberWriteSecret(response: LightMyRequestResponse, proposed?: string): void {
  if (response.statusCode !== 201) return;
  const answer: unknown = response.json();
  if (typeof answer !== 'object' || answer === null) return;
  const { id, writeSecret } = answer as { id?: unknown; writeSecret?: unknown };
  const secret = typeof writeSecret === 'string' ? writeSecret : proposed;
  if (typeof id === 'string' && secret !== undefined) writeSecrets.set(id, secret);
}

/** The lead a request is about: the body's `id`, or a remembered id in its address. */
function leadOf(url: string, body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'id' in body && typeof body.id === 'string') {
    return body.id;
  }
  return [...writeSecrets.keys()].find((id) => url.includes(id));
}

export async function sendJson(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const lead = leadOf(url, body);
  const proposed =
    method === 'POST' && CREATE_PATHS.includes(url) ? proposedSecret(headers) : undefined;
  const response = await app.inject({
    method,
    url,
    headers: {
      'content-type': 'application/json',
      ...(lead === undefined ? {} : writeSecretHeader(lead)),
      ...(proposed === undefined ? {} : { [WRITE_SECRET_HEADER]: proposed }),
      ...headers,
    },
    payload: JSON.stringify(body),
  });
  rememberWriteSecret(response, proposed);
  return response;
}

/** Creates a lead and returns the parsed answer, failing the test on anything but a 201. */
export async function createLead(
  app: FastifyInstance,
  body: Record<string, unknown>,
  { path = '/v3/lead', idempotencyKey }: { path?: string; idempotencyKey?: string } = {},
): Promise<LeadAnswer> {
  const headers: Record<string, string> = idempotencyKey
    ? { [IDEMPOTENCY_HEADER]: idempotencyKey }
    : {};
  const response = await sendJson(app, 'POST', path, { product, ...body }, headers);
  if (response.statusCode !== 201) {
    throw new Error(`Expected 201, got ${response.statusCode}: ${response.body}`);
  }
  return LeadAnswerSchema.parse(response.json());
}

/** Updates a lead and returns the parsed answer, failing the test on anything but a 200. */
export async function updateLead(
  app: FastifyInstance,
  id: string,
  body: Record<string, unknown>,
): Promise<LeadAnswer> {
  const response = await sendJson(app, 'PUT', '/v3/lead', { product, id, ...body });
  if (response.statusCode !== 200) {
    throw new Error(`Expected 200, got ${response.statusCode}: ${response.body}`);
  }
  return LeadAnswerSchema.parse(response.json());
}

/**
 * A lead the sandbox stores at `applicationState` (`POST /test/leads`, test routes on), with a
 * loan chosen and an e-mail; its write secret is remembered like a create's.
 */
export async function seedLead(
  app: FastifyInstance,
  applicationState: ApplicationState,
): Promise<LeadAnswer> {
  const response = await sendJson(app, 'POST', '/test/leads', {
    applicationState,
    data: { amount: 500, period: 61, contactDetails: { email: 'ana@example.com' } },
  });
  if (response.statusCode !== 201) {
    throw new Error(`Seeding failed, ${response.statusCode}: ${response.body}`);
  }
  return LeadAnswerSchema.parse(response.json());
}

/** Asks the lead's status and returns the parsed answer, failing the test on anything but a 200. */
export async function leadStatus(app: FastifyInstance, id: string): Promise<LeadAnswer> {
  const response = await app.inject({ method: 'GET', url: LeadPaths.leadStatus(id) });
  if (response.statusCode !== 200) {
    throw new Error(`Expected 200, got ${response.statusCode}: ${response.body}`);
  }
  return LeadAnswerSchema.parse(response.json());
}

/**
 * An answer without what changes with every write (`revision`) and what only a create without a
 * proposed secret or a seed carries (`writeSecret`): for comparing where the lead stands.
 */
export function standing(answer: LeadAnswer): Omit<LeadAnswer, 'revision' | 'writeSecret'> {
  const rest: LeadAnswer = { ...answer };
  delete rest.revision;
  delete rest.writeSecret;
  return rest;
}
