import type { VendorOrigins } from '../src/features/tracking/vendor-origins';

export interface SecurityHeaderOptions {
  /** Origins the front end may call (the lead API). */
  connectOrigins: readonly string[];
  /** Origins allowed to frame the product; empty means only itself. */
  frameAncestors: readonly string[];
  /** Partner origins a form may post the applicant to (the POST hand-over). */
  formActionOrigins: readonly string[];
  /** Origins of third-party scripts the page loads (the reCAPTCHA script). */
  scriptOrigins?: readonly string[];
  /** Origins of frames such a script opens (Google's reCAPTCHA widget). */
  frameOrigins?: readonly string[];
  /** Origins images may come from besides the app (the lead API's partner logos). */
  imgOrigins?: readonly string[];
  /** The tracking vendors' origins, by directive (features/tracking/vendor-origins.ts). */
  vendors?: VendorOrigins;
}

const GOOGLE_RECAPTCHA_ORIGIN = 'https://www.google.com';
/** Google's reCAPTCHA script loads the rest of its code from here. */
const GOOGLE_STATIC_ORIGIN = 'https://www.gstatic.com';

/**
 * What the CSP must allow for the configured reCAPTCHA script, and nothing more: its origin as a
 * script source and as a frame source (Google's widget is a frame from www.google.com; the
 * sandbox's stand-in opens none); Google's script also loads code from www.gstatic.com.
 */
export function recaptchaOrigins(scriptUrl: string): {
  scriptOrigins: string[];
  frameOrigins: string[];
} {
  const origin = new URL(scriptUrl).origin;
  return {
    scriptOrigins: origin === GOOGLE_RECAPTCHA_ORIGIN ? [origin, GOOGLE_STATIC_ORIGIN] : [origin],
    frameOrigins: [origin],
  };
}

/** `'self'` and the origins given, each once. */
const sources = (origins: readonly string[]) => ["'self'", ...new Set(origins)].join(' ');

/**
 * Headers on every answer: a CSP with no inline script, scripts and frames only from the app and
 * the origins configured, framing limited by configuration.
 */
export function securityHeaders({
  connectOrigins,
  frameAncestors,
  formActionOrigins,
  scriptOrigins = [],
  frameOrigins = [],
  imgOrigins = [],
  vendors = { script: [], connect: [], img: [], frame: [], worker: [] },
}: SecurityHeaderOptions): Record<string, string> {
  const csp = [
    "default-src 'self'",
    `script-src ${sources([...scriptOrigins, ...vendors.script])}`,
    `frame-src ${sources([...frameOrigins, ...vendors.frame])}`,
    "style-src 'self'",
    `img-src ${sources([...imgOrigins, ...vendors.img])} data:`,
    "font-src 'self'",
    `connect-src ${sources([...connectOrigins, ...vendors.connect])}`,
    ...(vendors.worker.length > 0 ? [`worker-src ${sources(vendors.worker)}`] : []),
    `frame-ancestors ${frameAncestors.length > 0 ? `'self' ${frameAncestors.join(' ')}` : "'self'"}`,
    "base-uri 'self'",
    `form-action 'self' ${formActionOrigins.join(' ')}`.trim(),
    "object-src 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'referrer-policy': 'strict-origin',
    'x-content-type-options': 'nosniff',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'cross-origin-resource-policy': 'same-origin',
  };
}
