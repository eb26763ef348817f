// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { parseEmbedOrigins } from './embed-origins';

describe('EMBED_ORIGINS', () => {
  test('takes origins separated by spaces or commas', () => {
    expect(
      parseEmbedOrigins(' https://a.example, http://localhost:5173  https://b.example '),
    ).toEqual({
      ok: true,
      origins: ['https://a.example', 'http://localhost:5173', 'https://b.example'],
    });
    expect(parseEmbedOrigins('')).toEqual({ ok: true, origins: [] });
  });

  test.each([
    'https://a.example;script-src',
    "https://a.example;script-src 'unsafe-inline'",
    "'unsafe-inline'",
    '*',
    'https://a.example/path',
    'https://*.example',
    'javascript:alert(1)',
    'a.example',
    'https://a.example:99999',
  ])('refuses %s, which would change the policy or is no origin', (entry) => {
    const result = parseEmbedOrigins(`https://ok.example ${entry}`);
    expect(result.ok).toBe(false);
  });
});
