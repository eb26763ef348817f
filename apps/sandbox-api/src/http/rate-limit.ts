import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { MAIL_LINK_TOKEN_HEADER, RESUME_TOKEN_HEADER, WRITE_SECRET_HEADER } from '@lf/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.js';

/**
 * An applicant makes a few requests a minute (look-ups while typing, a save per step); a client
 * past this is a script: 150,000 writes in 90 s held the server's only thread.
 */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 600;

/**
 * Requests about one lead a minute, from every address together. One applicant's browser makes
 * a save per page and, while checking, a status call every 1 to 8 s: far fewer. Many addresses
 * (a botnet, a pool of proxies) each under DEFAULT_RATE_LIMIT_PER_MINUTE could otherwise hammer
 * one lead without end (issue 36).
 */
export const DEFAULT_LEAD_RATE_LIMIT_PER_MINUTE = 120;

/**
 * Requests presenting one credential (a write secret, a link's token, a partner page's secret) a
 * minute, from every address together, whichever leads they name: one token cannot be tried from
 * many addresses.
 */
export const DEFAULT_CREDENTIAL_RATE_LIMIT_PER_MINUTE = 120;

/** Requests a minute allowed per key; 0 turns that limit off. */
export interface RateLimits {
  /** Per client address (`@fastify/rate-limit`'s own key). */
  perAddress: number;
  /** Per lead id named in the path, the query or the body. */
  perLead: number;
  /** Per credential presented (CREDENTIAL_SOURCES). */
  perCredential: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  perAddress: DEFAULT_RATE_LIMIT_PER_MINUTE,
  perLead: DEFAULT_LEAD_RATE_LIMIT_PER_MINUTE,
  perCredential: DEFAULT_CREDENTIAL_RATE_LIMIT_PER_MINUTE,
};

const WINDOW_MS = 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The lead `id` an object (the path's parameters, the query, a JSON body) names, lower-cased;
 * none when it is not a UUID (the route refuses it without reading a lead).
 */
function leadIdIn(source: unknown): string | undefined {
  if (typeof source !== 'object' || source === null || !('id' in source)) return undefined;
  const { id } = source;
  return typeof id === 'string' && UUID.test(id) ? id.toLowerCase() : undefined;
}

function leadInAddress(request: FastifyRequest): string | undefined {
  return leadIdIn(request.params) ?? leadIdIn(request.query);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * Where a request presents a credential of a lead: a write secret, a returning link's or a mail
 * link's token (headers), a partner page's secret (its path). Each is counted on its own.
 */
const CREDENTIAL_SOURCES: readonly ((request: FastifyRequest) => string | undefined)[] = [
  ...[WRITE_SECRET_HEADER, RESUME_TOKEN_HEADER, MAIL_LINK_TOKEN_HEADER].map(
    (header) => (request: FastifyRequest) => text(request.headers[header]),
  ),
  (request) => {
    const { params } = request;
    return typeof params === 'object' && params !== null && 'linkSecret' in params
      ? text(params.linkSecret)
      : undefined;
  },
];

/** What the store keys a credential by: its SHA-256, so no credential sits in memory as sent. */
function credentialKey(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Counts the request against `limiter`; past its limit, 429 `rate_limited` with `Retry-After`. */
async function enforce(
  limiter: Limiter,
  request: FastifyRequest,
  reply: FastifyReply,
  what: string,
): Promise<void> {
  const limit = await limiter(request);
  if (limit.isAllowed || !limit.isExceeded) return;
  void reply.header('retry-after', limit.ttlInSeconds);
  throw new ApiError(
    429,
    'rate_limited',
    `Too many requests ${what}; try again in ${limit.ttlInSeconds} s.`,
  );
}

/**
 * Limits the routes `api` registers after this (429 `rate_limited` with `Retry-After`, in the
 * contract's error shape), each limit a fixed window of a minute, 0 turning it off:
 *
 * - each client address to `perAddress` requests (`@fastify/rate-limit`'s hook, on request);
 * - each credential presented (CREDENTIAL_SOURCES, keyed by its SHA-256) to `perCredential`, and
 *   each lead to `perLead`, whatever the address. A lead named in the
 *   path (`:id`) or the query (`?id=`) is counted before the body is read (preParsing); one named
 *   only in a JSON body once it is parsed (preValidation, bodies of 64 KiB at most), before the
 *   route runs. The route's own `request.leadId` is set too late for either.
 *
 * Each credential source and the leads have a limiter of their own made with `createRateLimit`
 * (the plugin's manual limiter, with its own store and key generator), so no two share a count.
 */
export async function registerRateLimit(api: FastifyInstance, limits: RateLimits): Promise<void> {
  const { perAddress, perLead, perCredential } = limits;
  if (perAddress <= 0 && perLead <= 0 && perCredential <= 0) return;
  await api.register(rateLimit, {
    // Without a limit per address the plugin adds no hook; its manual limiters still work.
    global: perAddress > 0,
    max: perAddress,
    timeWindow: WINDOW_MS,
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        429,
        'rate_limited',
        `Too many requests from this address; try again in ${Math.ceil(context.ttl / 1000)} s.`,
      ),
  });

  if (perCredential > 0) {
    const limiters = CREDENTIAL_SOURCES.map((credentialOf) => ({
      credentialOf,
      limiter: api.createRateLimit({
        max: perCredential,
        timeWindow: WINDOW_MS,
        keyGenerator: (request) => credentialKey(credentialOf(request) ?? ''),
      }),
    }));
    api.addHook('preParsing', async (request, reply) => {
      for (const { credentialOf, limiter } of limiters) {
        if (credentialOf(request) === undefined) continue;
        await enforce(limiter, request, reply, 'with this credential');
      }
    });
  }

  if (perLead > 0) {
    /** The lead a request was counted for, once its id was found. */
    const counted = new WeakSet<FastifyRequest>();
    const limiter = api.createRateLimit({
      max: perLead,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => leadInAddress(request) ?? leadIdIn(request.body) ?? '',
    });
    api.addHook('preParsing', async (request, reply) => {
      if (leadInAddress(request) === undefined) return;
      counted.add(request);
      await enforce(limiter, request, reply, 'about this lead');
    });
    api.addHook('preValidation', async (request, reply) => {
      if (counted.has(request) || leadIdIn(request.body) === undefined) return;
      await enforce(limiter, request, reply, 'about this lead');
    });
  }
}
