import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The lead this request concerns, once a handler knows it; logged with the request. */
    leadId: string | null;
  }
}

/**
 * What a request log line may say: the method and the route pattern (`/lead/status/:id`),
 * never the URL itself (its query string or path may carry an e-mail address) and never a body.
 */
function describeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    route: request.routeOptions.url ?? '(no route)',
    ...(request.leadId ? { leadId: request.leadId } : {}),
  };
}

function describeError(error: unknown) {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: 'A value that is not an Error was thrown', stack: '' };
  }
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  return { type: error.name, message: error.message, code, stack: error.stack ?? '' };
}

/**
 * Serializers that replace pino's defaults, in case anything logs `req` or `err` directly:
 * the default request serializer writes the full URL, and database errors may carry a `detail`
 * with stored values; only the error's type, message, code and stack are kept.
 */
export const safeLogSerializers = {
  req: (request: FastifyRequest) => describeRequest(request),
  err: describeError,
};

/** One line per request without personal data: method, route, status, duration and lead id. */
export class SandboxLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug(describeRequest(request), 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      ...describeRequest(request),
      statusCode: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: describeError(error) }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  /** The default line quotes the raw URL; the completed line already says 404 with no route. */
  override routeNotFound(): void {}
}
