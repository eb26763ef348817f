import { describe, expect, test } from 'vitest';
import { dropDraft, keepDraft, keptDraftOf } from './kept-drafts';
import { storage } from './storage';

describe('drafts kept for this tab', () => {
  test('a draft is found again for its page and lead only', () => {
    keepDraft('provident-offer/p-1', 'lead-a', { amount: '300' });
    expect(keptDraftOf('provident-offer/p-1', 'lead-a')).toEqual({ amount: '300' });
    expect(keptDraftOf('provident-offer/p-1', 'lead-b')).toBeUndefined();
    expect(keptDraftOf('provident-offer/p-1', undefined)).toBeUndefined();
    expect(keptDraftOf('provident-offer/p-2', 'lead-a')).toBeUndefined();
  });

  test('a damaged store is as if nothing was kept', () => {
    storage.set('session', 'asyncFormData', 'not a record');
    expect(keptDraftOf('ipfd-offer-choice', 'lead-a')).toBeUndefined();
    keepDraft('id-upload', 'lead-a', { amount: '1' });
    expect(keptDraftOf('id-upload', 'lead-a')).toEqual({ amount: '1' });
  });

  test("dropping one page's draft leaves the others'", () => {
    keepDraft('id-upload', 'lead-a', { amount: '1' });
    keepDraft('ipfd-offer-choice', 'lead-a', { amount: '2' });
    dropDraft('id-upload');
    expect(keptDraftOf('id-upload', 'lead-a')).toBeUndefined();
    expect(keptDraftOf('ipfd-offer-choice', 'lead-a')).toEqual({ amount: '2' });
  });
});
