import { describe, expect, test } from 'vitest';
import { customerConsentsLinkUrl, unsubscribeLinkUrl } from './mail-link.js';

const id = '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f';

describe('mail links', () => {
  test("a customer's consents: the front end's {id}/consents page, the token in the query", () => {
    expect(customerConsentsLinkUrl('https://app.example', id, 'tok_en-123456789012')).toBe(
      `https://app.example/application-frontend/${id}/consents?token=tok_en-123456789012`,
    );
  });

  test('unsubscribe: the address and the token, each escaped', () => {
    expect(unsubscribeLinkUrl('https://app.example', 'ana+news@example.com', 'a&b')).toBe(
      'https://app.example/application-frontend/unsubscribe?email=ana%2Bnews%40example.com&token=a%26b',
    );
  });
});
