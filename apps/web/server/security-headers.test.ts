// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { securityHeaders } from './security-headers';

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
});
