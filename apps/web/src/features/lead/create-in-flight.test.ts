import { beforeEach, describe, expect, test } from 'vitest';
import { storage } from '../../lib/storage';
import { createAnswered, createInFlight, keepCreate, sameAnswers } from './create-in-flight';
import type { LeadRequestData } from './lead-client';

const KEY = 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d';

/** A v3 first page's create as the browser sends it, the device data aside. */
const request = (email = 'lucia.martin@example.com'): LeadRequestData => ({
  amount: 1000,
  period: 61,
  tags: ['UI'],
  sessionId: '04e1cf1f-b351-4d7b-9b7e-5230abef9031',
  sessionStartedAt: '2026-12-07T07:34:35.694Z',
  contactDetails: {
    email,
    phoneNumber: '+34612345678',
    marketingConsents: { email: true, phone: false, text: true, post: false },
  },
  posthogParameters: { leadPreviouslyRedirected: false },
  policies: { generalTerms: true, dataProcessing: true, marketingProfiling: false },
  generalPolicies: true,
  googleCaptchaToken: 'sandbox-recaptcha-test-token',
  periodScale: 'days',
  financingOption: 'singleRepayment',
  leadSource: 'direct',
  recaptchalabel: 'initial-details',
  dynamicForm: { flow: 'v3-default', stepOrder: ['initial-details', 'loan-purpose'] },
});

describe('a create kept until it is answered (spec key leadApplication)', () => {
  beforeEach(() => window.sessionStorage.clear());

  test('is read back as it went, under its key only', () => {
    keepCreate(KEY, request());
    expect(storage.get('session', 'leadApplication')).toBeTruthy();
    const kept = createInFlight(KEY);
    expect(kept).not.toBeNull();
    expect(sameAnswers(kept ?? {}, request())).toBe(true);
    expect(createInFlight('b0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d')).toBeNull();
    expect(createInFlight(null)).toBeNull();
  });

  test('answered, it is gone', () => {
    keepCreate(KEY, request());
    createAnswered();
    expect(createInFlight(KEY)).toBeNull();
  });

  test('something else stored under the name is no create', () => {
    storage.set('session', 'leadApplication', { key: KEY, request: { amount: 'lots' } });
    expect(createInFlight(KEY)).toBeNull();
  });

  test('the same answers in another order are the same; another email, or another token alone, tell', () => {
    const { dynamicForm, ...rest } = request();
    expect(sameAnswers({ dynamicForm, ...rest }, request())).toBe(true);
    expect(sameAnswers(request('ana@example.com'), request())).toBe(false);
    expect(sameAnswers({ ...request(), googleCaptchaToken: 'another' }, request())).toBe(true);
  });
});
