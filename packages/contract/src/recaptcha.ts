import * as z from 'zod/mini';

/**
 * The sandbox's stand-in for Google reCAPTCHA v2 (the checkbox the v3 initial-details step shows,
 * spec section 3: `googleCaptchaToken`). The sandbox serves a script at `RECAPTCHA_SCRIPT_PATH`
 * with the subset of Google's explicit-render API the front end uses (`grecaptcha.ready`,
 * `render`, `getResponse`, `reset`); ticking its checkbox yields `RECAPTCHA_TEST_TOKEN`, the one
 * token the sandbox accepts as `googleCaptchaToken`.
 */
export const RECAPTCHA_TEST_TOKEN = 'sandbox-recaptcha-test-token';

/** Served by the sandbox, relative to its base URL, like Google's `/recaptcha/api.js`. */
export const RECAPTCHA_SCRIPT_PATH = '/recaptcha/api.js';

/**
 * The script's query, as a page loads Google's: `?onload=NAME&render=explicit&hl=LANG`.
 * `onload` names a global function (called once `window.grecaptcha` is ready); `hl` is the
 * widget's language (`ro`, `es-419`, `vi`; English when unknown); `render` is accepted (the
 * stand-in always renders explicitly).
 */
export const RecaptchaScriptQuerySchema = z.object({
  onload: z.optional(z.string().check(z.regex(/^[A-Za-z_$][A-Za-z0-9_$]{0,99}$/))),
  render: z.optional(z.string().check(z.maxLength(100))),
  hl: z.optional(z.string().check(z.regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8}){0,3}$/))),
});
export type RecaptchaScriptQuery = z.infer<typeof RecaptchaScriptQuerySchema>;

/** `/recaptcha/api.js?onload=NAME&render=explicit&hl=LANG`; absent options are left out. */
export function recaptchaScriptPath({
  onload,
  hl,
}: Pick<RecaptchaScriptQuery, 'onload' | 'hl'> = {}): string {
  const query = [
    ...(onload === undefined ? [] : [`onload=${encodeURIComponent(onload)}`]),
    'render=explicit',
    ...(hl === undefined ? [] : [`hl=${encodeURIComponent(hl)}`]),
  ];
  return `${RECAPTCHA_SCRIPT_PATH}?${query.join('&')}`;
}
