import { afterEach, describe, expect, test, vi } from 'vitest';
import { setLogSinks, type LogEntry } from '../../lib/logger';
import { storage } from '../../lib/storage';
import {
  answersTyped,
  applicationDataUpdated,
  applicationSlice,
  initialApplicationState,
} from './application-slice';

const applicationReducer = applicationSlice.reducer;
import {
  readStoredLoanApplication,
  restoreApplication,
  sessionSnapshot,
  storedLoanApplication,
  writeSessionSnapshot,
  writeStoredLoanApplication,
} from './persisted-application';
import * as staleApplication from './stale-application';
import { schemasMadeBy } from '@lf/contract/testing';

const NOW = Date.parse('2026-11-23T10:00:00.000Z');
const LEAD_ID = '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f';
const SESSION_ID = '0b7a6c1e-9d2f-4a3b-8c5d-112233445566';
const data = {
  id: LEAD_ID,
  amount: 700,
  period: 70,
  tags: ['UI'],
  leadStatus: 1,
  expiresAt: '2026-11-24T09:00:00.000Z',
  sessionId: SESSION_ID,
  sessionStartedAt: '2026-11-23T09:00:00.000Z',
  generalPolicies: true,
  personalDetails: { firstName: 'Ana', dateOfBirth: '1990-05-01T00:00:00.000Z' },
  otherDetails: { ibanConsent: true },
  posthogParameters: { isLeadPrefilled: true },
};

afterEach(() => setLogSinks([]));

describe('persisted application', () => {
  test('the stored loan application holds the fields of spec section 3, status and expiry', () => {
    expect(storedLoanApplication(data)).toEqual({
      applicationData: {
        id: LEAD_ID,
        amount: 700,
        period: 70,
        sessionId: SESSION_ID,
        sessionStartedAt: '2026-11-23T09:00:00.000Z',
        generalPolicies: true,
        personalDetails: { firstName: 'Ana', dateOfBirth: '1990-05-01T00:00:00.000Z' },
        otherDetails: { ibanConsent: true },
      },
      leadStatus: 1,
      expiresAt: '2026-11-24T09:00:00.000Z',
    });
  });

  test('reads back through storage, with the dates it revived turned back into text', () => {
    writeStoredLoanApplication(data);
    expect(storage.get('local', 'storedLoanApplication')).toMatchObject({
      expiresAt: new Date('2026-11-24T09:00:00.000Z'),
    });
    expect(readStoredLoanApplication()).toEqual({
      ...storedLoanApplication(data).applicationData,
      leadStatus: 1,
      expiresAt: '2026-11-24T09:00:00.000Z',
    });
  });

  test('restores this tab’s session state first, whole while it is fresh', () => {
    const state = { ...initialApplicationState(data), progressState: 3 as const };
    writeSessionSnapshot(state);
    writeStoredLoanApplication({ ...data, amount: 100 });
    expect(restoreApplication(NOW)).toEqual({
      source: 'session',
      applicationData: data,
      snapshot: {
        ...sessionSnapshot(state),
        applicationResult: null,
        customerConsents: null,
        applicationData: undefined,
        progressState: 3,
      },
      typedAnswers: [],
      earlierLeadId: null,
    });
  });

  // Walker P: tab B answered a page and saved it; tab A, reloaded, showed that page empty (its
  // own copy was older), though the device and the lead held the answers.
  test('a reload fills what this tab never had from the device’s copy of the same lead, and keeps its own', () => {
    const state = initialApplicationState({
      ...data,
      personalDetails: { firstName: 'Ana' },
      otherDetails: { ibanConsent: false },
    });
    writeSessionSnapshot(state);
    writeStoredLoanApplication({
      ...data,
      amount: 100,
      personalDetails: { firstName: 'Eva', lastName: 'García' },
      otherDetails: { ibanConsent: true, loanPurpose: 'car', maritalStatus: 'single' },
      contactDetails: { email: 'ana@example.com' },
    });
    expect(restoreApplication(NOW)?.applicationData).toMatchObject({
      amount: 700,
      personalDetails: { firstName: 'Ana', lastName: 'García' },
      // Its own answers stay this tab's.
      otherDetails: { ibanConsent: false, loanPurpose: 'car', maritalStatus: 'single' },
      contactDetails: { email: 'ana@example.com' },
    });
  });

  test('a copy of another lead fills nothing', () => {
    writeSessionSnapshot(initialApplicationState(data));
    writeStoredLoanApplication({
      ...data,
      id: '11111111-2b7a-4c55-9d8e-0a1b2c3d4e5f',
      contactDetails: { email: 'eva@example.com' },
    });
    expect(restoreApplication(NOW)?.applicationData).not.toHaveProperty('contactDetails');
  });

  test('answers only typed stay so after a reload, and in a tab opened later', () => {
    let state = initialApplicationState(data);
    state = applicationReducer(state, answersTyped({ contactDetails: { email: 'ana@' } }, NOW));
    writeSessionSnapshot(state);
    expect(restoreApplication(NOW)).toMatchObject({
      applicationData: { contactDetails: { email: 'ana@' } },
      typedAnswers: ['contactDetails.email'],
    });
    sessionStorage.clear();
    writeStoredLoanApplication(state.applicationData, state.typedAnswers);
    expect(restoreApplication(NOW)).toMatchObject({
      source: 'local',
      applicationData: { contactDetails: { email: 'ana@' } },
      typedAnswers: ['contactDetails.email'],
    });
    // The page's Continue keeps them: nothing is held back any more.
    state = applicationReducer(
      state,
      applicationDataUpdated({ contactDetails: { email: 'ana@example.com' } }, '/contact', NOW),
    );
    expect(state.typedAnswers).toEqual([]);
  });

  test('restores the stored loan application when this tab kept nothing', () => {
    writeStoredLoanApplication(data);
    expect(restoreApplication(NOW)).toMatchObject({
      source: 'local',
      snapshot: null,
      applicationData: { id: LEAD_ID, amount: 700 },
    });
  });

  test('the copy kept on the device is removed once its expiry has passed, not reused', () => {
    writeStoredLoanApplication(data);
    const later = Date.parse('2026-11-24T09:00:00.001Z');
    expect(restoreApplication(later)).toBeNull();
    expect(storage.get('local', 'storedLoanApplication')).toBeNull();
    // Before any lead (no expiry yet) it is kept: it holds the amount and term only.
    writeStoredLoanApplication({ amount: 700, period: 70 });
    expect(restoreApplication(later)?.applicationData).toMatchObject({ amount: 700 });
  });

  test('answers kept before the server ever answered expire on the same clock (issue 36)', () => {
    // The first save never got an answer: no lead, no expiry from the server.
    let state = initialApplicationState({ amount: 700, period: 70 });
    state = applicationReducer(
      state,
      applicationDataUpdated({ personalDetails: { firstName: 'Ana' } }, '/personal-details', NOW),
    );
    // A later answer does not push the end further away.
    state = applicationReducer(
      state,
      applicationDataUpdated(
        { contactDetails: { email: 'ana@example.com' } },
        undefined,
        NOW + 3_600_000,
      ),
    );
    writeStoredLoanApplication(state.applicationData);
    const dayLater = NOW + 24 * 3_600_000;
    expect(restoreApplication(dayLater - 1)?.applicationData).toMatchObject({
      personalDetails: { firstName: 'Ana' },
    });
    expect(restoreApplication(dayLater)).toBeNull();
    expect(storage.get('local', 'storedLoanApplication')).toBeNull();
  });

  test('this tab’s copy is stripped of stale fields when the expiry has passed', () => {
    writeSessionSnapshot(initialApplicationState(data));
    const later = Date.parse('2026-11-24T09:00:00.001Z');
    const restored = restoreApplication(later)?.applicationData;
    expect(restored).toMatchObject({ amount: 700, personalDetails: { firstName: 'Ana' } });
    expect(restored).not.toHaveProperty('id');
    expect(restored).not.toHaveProperty('generalPolicies');
    expect(restored).not.toHaveProperty('sessionStartedAt');
    expect(restored?.otherDetails).toEqual({});
  });

  test('strips stale fields when the lead status is missing or not positive', () => {
    writeSessionSnapshot(initialApplicationState({ ...data, leadStatus: 0 }));
    expect(restoreApplication(NOW)?.applicationData).not.toHaveProperty('id');
    writeSessionSnapshot(initialApplicationState({ ...data, leadStatus: undefined }));
    expect(restoreApplication(NOW)?.applicationData).not.toHaveProperty('id');
  });

  test('ignores stored data that does not parse', () => {
    storage.set('session', 'state', { applicationData: { amount: '<b>' } });
    storage.set('local', 'storedLoanApplication', 'garbage');
    expect(restoreApplication(NOW)).toBeNull();
  });

  test('logs and starts afresh when checking for expired data fails', () => {
    const logs: LogEntry[] = [];
    setLogSinks([(entry) => logs.push(entry)]);
    writeStoredLoanApplication(data);
    vi.spyOn(staleApplication, 'stripStaleFields').mockImplementation(() => {
      throw new Error('boom');
    });
    expect(restoreApplication(NOW)).toBeNull();
    expect(logs.map((entry) => entry.message)).toEqual([
      'An error occurred during validation and removal of expired data.',
    ]);
  });

  test('nothing is restored, and nothing breaks, when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(restoreApplication(NOW)).toBeNull();
    vi.restoreAllMocks();
  });
});

describe('a first visit', () => {
  // This module is evaluated for the first page: its storage schemas are made when a stored
  // value needs checking, not on a first visit, where nothing is stored (issue 13).
  test('finds nothing stored without making a schema, and makes them once for what is', async () => {
    sessionStorage.clear();
    localStorage.clear();
    vi.resetModules();
    const persisted = await import('./persisted-application');

    const nothingStored = await schemasMadeBy(() => persisted.restoreApplication());
    expect(persisted.restoreApplication()).toBeNull();
    expect(nothingStored).toBe(0);

    persisted.writeSessionSnapshot(initialApplicationState({ amount: 700, period: 70 }));
    const firstRead = await schemasMadeBy(() => persisted.readSessionSnapshot());
    const secondRead = await schemasMadeBy(() => persisted.readSessionSnapshot());
    expect(persisted.readSessionSnapshot()?.applicationData).toMatchObject({ amount: 700 });
    expect(firstRead).toBeGreaterThan(0);
    expect(secondRead).toBe(0);
  });
});
