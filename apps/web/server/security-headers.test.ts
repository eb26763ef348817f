// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { cspHash, headersFor, recaptchaOrigins, securityHeaders } from './security-headers';

const directive = (csp: string, name: string) =>
  csp.split('; ').find((part) => part.startsWith(`${name} `));

describe('security headers', () => {
  test('let forms post to exactly the brand’s partner origins, besides the app itself', () => {
    const { 'content-security-policy': csp = '' } = securityHeaders({
      connectOrigins: ['https://api.example.test'],
      frameAncestors: [],
      formActionOrigins: ['https://partner.example', 'https://other-partner.example'],
    });
    expect(directive(csp, 'form-action')).toBe(
      "form-action 'self' https://partner.example https://other-partner.example",
    );
  });

  test('let forms post only to the app when the brand has no partners', () => {
    const { 'content-security-policy': csp = '' } = securityHeaders({
      connectOrigins: [],
      frameAncestors: [],
      formActionOrigins: [],
    });
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
  });

  test('allow scripts and frames only from the app when no third-party script is configured', () => {
    const { 'content-security-policy': csp = '' } = securityHeaders({
      connectOrigins: [],
      frameAncestors: [],
      formActionOrigins: [],
    });
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
  });

  test('allow Google reCAPTCHA’s script, the code it loads from gstatic and its widget’s frame', () => {
    const origins = recaptchaOrigins('https://www.google.com/recaptcha/api.js');
    expect(origins).toEqual({
      scriptOrigins: ['https://www.google.com', 'https://www.gstatic.com'],
      frameOrigins: ['https://www.google.com'],
    });
    const { 'content-security-policy': csp = '' } = securityHeaders({
      connectOrigins: [],
      frameAncestors: [],
      formActionOrigins: [],
      ...origins,
    });
    expect(directive(csp, 'script-src')).toBe(
      "script-src 'self' https://www.google.com https://www.gstatic.com",
    );
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://www.google.com");
  });

  test('allow only the origin of another configured script (the sandbox’s stand-in), never a wildcard', () => {
    const origins = recaptchaOrigins('http://127.0.0.1:8081/recaptcha/api.js?render=explicit');
    expect(origins).toEqual({
      scriptOrigins: ['http://127.0.0.1:8081'],
      frameOrigins: ['http://127.0.0.1:8081'],
    });
    const { 'content-security-policy': csp = '' } = securityHeaders({
      connectOrigins: ['http://127.0.0.1:8081'],
      frameAncestors: [],
      formActionOrigins: [],
      ...origins,
    });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' http://127.0.0.1:8081");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' http://127.0.0.1:8081");
    expect(csp).not.toContain('*');
    expect(csp).not.toContain('gstatic');
  });

  test('allow images from the app, data URLs and exactly the origins given (the API’s partner logos)', () => {
    const bare = securityHeaders({ connectOrigins: [], frameAncestors: [], formActionOrigins: [] });
    expect(directive(bare['content-security-policy'] ?? '', 'img-src')).toBe(
      "img-src 'self' data:",
    );
    const { 'content-security-policy': csp = '' } = securityHeaders({
      connectOrigins: ['http://127.0.0.1:4174'],
      frameAncestors: [],
      formActionOrigins: [],
      imgOrigins: ['http://127.0.0.1:4174', 'http://127.0.0.1:4174'],
    });
    expect(directive(csp, 'img-src')).toBe("img-src 'self' http://127.0.0.1:4174 data:");
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
  });

  test('allow inline scripts and styles only by the hash of their exact text', () => {
    const { 'content-security-policy': csp = '' } = securityHeaders({
      connectOrigins: [],
      frameAncestors: [],
      formActionOrigins: [],
      inlineScripts: ['load()'],
      inlineStyles: ['body{margin:0}'],
    });
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${cspHash('load()')}`);
    expect(directive(csp, 'style-src')).toBe(`style-src 'self' ${cspHash('body{margin:0}')}`);
    expect(cspHash('load()')).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(csp).not.toContain('unsafe-inline');
  });

  test('send the page policies on documents and SVG only, the rest on every file', () => {
    const headers = securityHeaders({
      connectOrigins: [],
      frameAncestors: [],
      formActionOrigins: [],
    });
    expect(headersFor(headers, 'text/html; charset=utf-8')).toEqual(headers);
    expect(headersFor(headers, 'image/svg+xml')).toEqual(headers);
    const script = headersFor(headers, 'text/javascript; charset=utf-8');
    expect(script['content-security-policy']).toBeUndefined();
    expect(script['permissions-policy']).toBeUndefined();
    expect(script['x-content-type-options']).toBe('nosniff');
    expect(script['cross-origin-resource-policy']).toBe('same-origin');
  });
});
