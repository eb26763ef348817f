import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The CORS headers @fastify/cors gives a simple request from an allowed origin, for the answers
 * it never sees: the router's own errors (a path parameter too long, bad percent-encoding) are
 * answered before any hook runs. Without them the browser reports a CORS error instead of the
 * status, and the front end cannot tell a 414 from a network failure.
 */
export function addCorsHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  allowedOrigins: readonly string[],
): void {
  void reply.header('vary', 'Origin');
  const { origin } = request.headers;
  if (origin !== undefined && allowedOrigins.includes(origin)) {
    void reply.header('access-control-allow-origin', origin);
  }
}
