import { RECAPTCHA_SCRIPT_PATH, RecaptchaScriptQuerySchema } from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { parseParams } from '../http/parse-request.js';
import { createStandInScript } from '../recaptcha/stand-in-script.js';

/**
 * `GET /recaptcha/api.js?onload=NAME&render=explicit&hl=LANG`: the reCAPTCHA stand-in script,
 * loaded by the v3 initial-details step instead of Google's (src/recaptcha/). Never cached, so a
 * new sandbox serves its script at once. A bad query is `400 invalid_body`.
 */
export function registerRecaptchaRoute(app: FastifyInstance): void {
  const standInScript = createStandInScript();
  app.get<{ Querystring: unknown }>(RECAPTCHA_SCRIPT_PATH, async (request, reply) => {
    const query = parseParams(RecaptchaScriptQuerySchema, request.query);
    return reply
      .header('content-type', 'application/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(standInScript(query));
  });
}
