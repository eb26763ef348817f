import type { VendorOrigins } from '../src/features/tracking/vendor-origins';
import { createHash } from 'node:crypto';

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
  /** Inline scripts the pages hold, allowed each by its hash (never 'unsafe-inline'). */
  inlineScripts?: readonly string[];
  /** Inline style elements the pages hold, allowed each by its hash. */
  inlineStyles?: readonly string[];
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

/** A CSP source allowing exactly this inline text. */
export const cspHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** `'self'` and the origins given, each once. */
const sources = (origins: readonly string[]) => ["'self'", ...new Set(origins)].join(' ');

/**
 * Headers on every answer: a CSP with no inline script but the hashed ones, scripts and frames only from the app and
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
  inlineScripts = [],
  inlineStyles = [],
}: SecurityHeaderOptions): Record<string, string> {
  const csp = [
    "default-src 'self'",
    `script-src ${sources([...scriptOrigins, ...vendors.script, ...inlineScripts.map(cspHash)])}`,
    `frame-src ${sources([...frameOrigins, ...vendors.frame])}`,
    `style-src ${sources(inlineStyles.map(cspHash))}`,
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
    // No other site's window keeps a handle on the application's (the partner hand-over is a
    // plain navigation; nothing here opens a popup that must talk back).
    'cross-origin-opener-policy': 'same-origin',
  };
}

/** A document's policies: they mean nothing on a script, a stylesheet or JSON. */
const DOCUMENT_POLICIES = new Set([
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
]);
/** Answers a browser may show as a document: pages, and SVG, which can run script. */
const DOCUMENT_TYPE = /^(?:text\/html|image\/svg\+xml)\b/;

/**
 * The headers for an answer of this content type: all of them on a document, the rest (nosniff,
 * referrer and resource policies) on every other file. The CSP is kilobytes, and HTTP/1.1 sends
 * headers uncompressed with each of the thirty-odd files of the first page.
 */
export function headersFor(
  headers: Record<string, string>,
  contentType: string,
): Record<string, string> {
  if (DOCUMENT_TYPE.test(contentType)) return headers;
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !DOCUMENT_POLICIES.has(name)),
  );
}
