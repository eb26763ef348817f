import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorBody, type ServerErrorCode } from './api-error.js';
import { addCorsHeaders } from './cors-headers.js';

/**
 * Sent with every answer: none is to be sniffed as another type, and none cached (leads and
 * look-ups are personal) unless its route says otherwise (public vehicle lists, partner logos).
 */
export const API_HEADERS = { 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' };

/** Adds `API_HEADERS` to every answer, keeping a route's own caching. */
export function registerApiHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('x-content-type-options', API_HEADERS['x-content-type-options']);
    if (!reply.hasHeader('cache-control')) {
      void reply.header('cache-control', API_HEADERS['cache-control']);
    }
    return payload;
  });
}

/** Fastify's own request errors (body parsing, limits) and what the client is told. */
const fastifyErrors: Readonly<Record<string, { code: ServerErrorCode; message: string }>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_json', message: 'The body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid_json', message: 'The JSON body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'payload_too_large',
    message: 'The body is larger than the sandbox accepts.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    message: 'Send the body as application/json.',
  },
};

/** For any other 4xx Fastify raises: a code by status, the status kept. */
const codeByStatus: Readonly<Record<number, ServerErrorCode>> = {
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const { statusCode } = error;
  return typeof statusCode === 'number' ? statusCode : undefined;
}

function fastifyCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** The router's own errors (before any route runs) and what the client is told. */
const routerErrors: Readonly<Record<string, { status: number; message: string }>> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The path is not valid: check its percent-encoding.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'A part of the path is too long.' },
};

/**
 * Errors the router raises before any route runs. Fastify's own answers quote the path, which
 * may hold an e-mail address; these say what is wrong without it. No hook runs for them, so the
 * CORS headers for `corsOrigins` are added here, and the request log line is written here, with
 * the same fields as any other.
 */
export function answerFrameworkErrors(corsOrigins: readonly string[]) {
  return function answerFrameworkError(
    error: FastifyError,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const known = routerErrors[error.code];
    const statusCode = known?.status ?? 500;
    const body = known
      ? errorBody('invalid_body', known.message)
      : errorBody('internal_error', 'Something went wrong in the sandbox. Please try again.');
    addCorsHeaders(request, reply, corsOrigins);
    void reply.headers(API_HEADERS).code(statusCode).send(body);
    reply.log.info(
      { method: request.method, route: '(no route)', statusCode, code: error.code },
      'request completed',
    );
  };
}

/**
 * Every error leaves as `{ error: { code, message, ... } }`: ours as raised, Fastify's 4xx mapped
 * to a contract code, anything else as a 500 `internal_error` whose detail stays in the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send(error.toBody());
    }

    const known = fastifyErrors[fastifyCodeOf(error) ?? ''];
    const status = statusOf(error);
    if (known && status !== undefined) {
      return reply.code(status).send(errorBody(known.code, known.message));
    }
    if (status !== undefined && status >= 400 && status < 500) {
      const code = codeByStatus[status] ?? 'invalid_body';
      return reply.code(status).send(errorBody(code, 'The request cannot be processed.'));
    }

    request.log.error({ err: error }, 'unexpected error');
    return reply
      .code(500)
      .send(errorBody('internal_error', 'Something went wrong in the sandbox. Please try again.'));
  });

  // The path is not repeated: it may hold an e-mail address.
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorBody('not_found', `No route for ${request.method} on this path.`)),
  );
}
