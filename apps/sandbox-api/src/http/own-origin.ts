import type { FastifyRequest } from 'fastify';

/** A host as a browser sends it (`127.0.0.1:4174`, `api.example.test`): nothing else is echoed. */
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The address the sandbox is reached at, for links to its own pages and files (a partner's
 * stand-in page, a partner's logo, a brand's policy pages): the front end reaches it at its
 * API_BASE_URL, so those links work wherever it runs.
 */
export function ownOrigin(request: FastifyRequest): string {
  const host = HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}
