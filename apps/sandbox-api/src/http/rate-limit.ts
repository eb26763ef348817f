import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error.js';

/**
 * An applicant makes a few requests a minute (look-ups while typing, a save per step); a client
 * past this is a script: 150,000 writes in 90 s held the server's only thread.
 */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 600;

/**
 * Limits each client address to `perMinute` requests on the routes `api` registers after this
 * (0: no limit). Past it: 429 `rate_limited` with `Retry-After`, in the contract's error shape.
 */
export async function registerRateLimit(api: FastifyInstance, perMinute: number): Promise<void> {
  if (perMinute <= 0) return;
  await api.register(rateLimit, {
    max: perMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        429,
        'rate_limited',
        `Too many requests from this address; try again in ${Math.ceil(context.ttl / 1000)} s.`,
      ),
  });
}
