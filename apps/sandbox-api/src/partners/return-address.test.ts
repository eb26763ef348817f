import { describe, expect, test } from 'vitest';
import { partnerReturnUrl, returnOrigin } from './return-address.js';

const configured = ['http://localhost:8080', 'http://127.0.0.1:8080'];
const id = '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f';

describe('the way back from a partner page', () => {
  test('goes to the origin the applicant came from when it is a configured one', () => {
    expect(returnOrigin('http://127.0.0.1:8080', configured)).toBe('http://127.0.0.1:8080');
  });

  test('never to an origin that is not configured: the first configured one instead', () => {
    expect(returnOrigin('https://evil.example', configured)).toBe('http://localhost:8080');
    expect(returnOrigin(undefined, configured)).toBe('http://localhost:8080');
  });

  test('nowhere when no origin is configured', () => {
    expect(returnOrigin('https://evil.example', [])).toBeUndefined();
  });

  test("is the front end's returning link, saying how the partner's page ended, with its resume token", () => {
    expect(partnerReturnUrl('http://localhost:8080', id, 'cancelled', 'tok_en-123456789012')).toBe(
      `http://localhost:8080/application-frontend/continue/${id}?partner=cancelled&resume=tok_en-123456789012`,
    );
  });
});
