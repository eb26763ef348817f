import {
  IDEMPOTENCY_HEADER,
  LeadAnswerSchema,
  LeadPaths,
  PRODUCT_ID,
  type LeadAnswer,
} from '@lf/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const product = PRODUCT_ID;

export function sendJson(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
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

/** Asks the lead's status and returns the parsed answer, failing the test on anything but a 200. */
export async function leadStatus(app: FastifyInstance, id: string): Promise<LeadAnswer> {
  const response = await app.inject({ method: 'GET', url: LeadPaths.leadStatus(id) });
  if (response.statusCode !== 200) {
    throw new Error(`Expected 200, got ${response.statusCode}: ${response.body}`);
  }
  return LeadAnswerSchema.parse(response.json());
}
