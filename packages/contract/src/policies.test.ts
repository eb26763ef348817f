import { describe, expect, test } from 'vitest';
import {
  PoliciesAnswerSchema,
  PoliciesQuerySchema,
  policiesPath,
  policyPagePath,
} from './policies.js';

const terms = {
  id: 'generalTerms',
  title: 'General terms',
  text: 'I accept the general terms.',
  url: 'https://www.prestamo-claro.example.es/terms',
  required: true,
};

describe('policies contract', () => {
  test('the path carries the brand id and the locale, encoded', () => {
    expect(policiesPath('default-es', 'es')).toBe('/policy?product=default-es&locale=es');
    expect(policiesPath('a b&c')).toBe('/policy?product=a%20b%26c');
  });

  test('a brand’s document is a page of the lead API named by the brand and the document', () => {
    expect(policyPagePath('default-es', 'terms')).toBe('/policies/default-es/terms');
    expect(policyPagePath('a/b', 'privacy')).toBe('/policies/a%2Fb/privacy');
  });

  test('the query needs a product; the locale is any short text', () => {
    expect(PoliciesQuerySchema.safeParse({ product: 'default-es', locale: 'fr' }).success).toBe(
      true,
    );
    expect(PoliciesQuerySchema.safeParse({ locale: 'es' }).success).toBe(false);
    expect(PoliciesQuerySchema.safeParse({ product: '' }).success).toBe(false);
  });

  test('an answer holds at least one policy, each with an http(s) link', () => {
    const answer = { product: 'default-es', locale: 'es', policies: [terms] };
    expect(PoliciesAnswerSchema.safeParse(answer).success).toBe(true);
    expect(PoliciesAnswerSchema.safeParse({ ...answer, policies: [] }).success).toBe(false);
    const badLink = { ...terms, url: 'javascript:alert(1)' };
    expect(PoliciesAnswerSchema.safeParse({ ...answer, policies: [badLink] }).success).toBe(false);
    // The sandbox's own pages, wherever it runs (127.0.0.1 in tests).
    const sandboxPage = { ...terms, url: 'http://127.0.0.1:4174/policies/default-es/terms' };
    expect(PoliciesAnswerSchema.safeParse({ ...answer, policies: [sandboxPage] }).success).toBe(
      true,
    );
  });

  test('ids are unique keys of the lead’s policies record, and the locale is one of the nine', () => {
    const answer = { product: 'default-es', locale: 'es', policies: [terms, terms] };
    expect(PoliciesAnswerSchema.safeParse(answer).success).toBe(false);
    const badId = { ...terms, id: 'general terms' };
    expect(PoliciesAnswerSchema.safeParse({ ...answer, policies: [badId] }).success).toBe(false);
    expect(
      PoliciesAnswerSchema.safeParse({ ...answer, locale: 'fr', policies: [terms] }).success,
    ).toBe(false);
  });
});
