export interface SecurityHeaderOptions {
  /** Origins the front end may call (the lead API). */
  connectOrigins: readonly string[];
  /** Origins allowed to frame the product; empty means only itself. */
  frameAncestors: readonly string[];
  /** Partner origins a form may post the applicant to (the POST hand-over). */
  formActionOrigins: readonly string[];
}

/** Headers on every answer: a CSP with no inline script, framing limited by configuration. */
export function securityHeaders({
  connectOrigins,
  frameAncestors,
  formActionOrigins,
}: SecurityHeaderOptions): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${connectOrigins.join(' ')}`.trim(),
    `frame-ancestors ${frameAncestors.length > 0 ? `'self' ${frameAncestors.join(' ')}` : "'self'"}`,
    "base-uri 'self'",
    `form-action 'self' ${formActionOrigins.join(' ')}`.trim(),
    "object-src 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'cross-origin-resource-policy': 'same-origin',
  };
}
