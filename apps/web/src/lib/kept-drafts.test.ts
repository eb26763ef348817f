import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { dropDraft, keepDraft, keptDraftOf } from './kept-drafts';
import { storage } from './storage';

const Loan = z.object({ amount: z.string() });

describe('drafts kept for this tab', () => {
  test('a draft is found again for its page and lead only', () => {
    keepDraft('provident-offer/p-1', 'lead-a', { amount: '300' });
    expect(keptDraftOf('provident-offer/p-1', 'lead-a', Loan)).toEqual({ amount: '300' });
    expect(keptDraftOf('provident-offer/p-1', 'lead-b', Loan)).toBeNull();
    expect(keptDraftOf('provident-offer/p-1', undefined, Loan)).toBeNull();
    expect(keptDraftOf('provident-offer/p-2', 'lead-a', Loan)).toBeNull();
  });

  test('a draft of another shape, or a damaged store, is as if nothing was kept', () => {
    keepDraft('ipfd-offer-choice', 'lead-a', { offerId: 7 });
    expect(
      keptDraftOf('ipfd-offer-choice', 'lead-a', z.object({ offerId: z.string() })),
    ).toBeNull();
    storage.set('session', 'asyncFormData', 'not a record');
    expect(keptDraftOf('ipfd-offer-choice', 'lead-a', Loan)).toBeNull();
    keepDraft('id-upload', 'lead-a', { amount: '1' });
    expect(keptDraftOf('id-upload', 'lead-a', Loan)).toEqual({ amount: '1' });
  });

  test("dropping one page's draft leaves the others'", () => {
    keepDraft('id-upload', 'lead-a', { amount: '1' });
    keepDraft('ipfd-offer-choice', 'lead-a', { amount: '2' });
    dropDraft('id-upload');
    expect(keptDraftOf('id-upload', 'lead-a', Loan)).toBeNull();
    expect(keptDraftOf('ipfd-offer-choice', 'lead-a', Loan)).toEqual({ amount: '2' });
  });
});
