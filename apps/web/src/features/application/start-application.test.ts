import { describe, expect, test } from 'vitest';
import type { ValidationFormats } from '../../config/brand-config-schema';
import { DefaultSettings } from '../../config/default-settings';
import { storage } from '../../lib/storage';
import { initialApplicationState } from './application-slice';
import { writeSessionSnapshot, writeStoredLoanApplication } from './persisted-application';
import { startApplication } from './start-application';
import { answersOfTheLead } from './typed-answers';

const rules = {
  loan: {
    amount: { min: 100, max: 1000, step: 100, default: 1000 },
    period: { min: 61, max: 90, step: 1, default: 31 },
    periodScale: 'days' as const,
  },
  validationFormats: DefaultSettings.validationFormats as ValidationFormats,
  phonePrefix: '+34',
};
const NOW = new Date('2026-11-23T10:00:00.000Z');
const LEAD_ID = '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f';
const SESSION_ID = '0b7a6c1e-9d2f-4a3b-8c5d-112233445566';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const start = (search = '') => startApplication({ rules, search, now: NOW });

function storeSession() {
  storage.set('session', 'sessionId', SESSION_ID);
  storage.set('session', 'sessionStartedAt', '2026-11-23T09:00:00.000Z');
}

const savedLead = {
  id: LEAD_ID,
  amount: 700,
  period: 70,
  leadStatus: 1,
  expiresAt: '2026-11-24T09:00:00.000Z',
  generalPolicies: true,
  personalDetails: { firstName: 'Ana' },
};

describe('starting the application', () => {
  test('a session whose last lead operation is a day old ends: its flags go, a new one starts', () => {
    storeSession();
    storage.set('session', 'sessionAcceptedRedirected', true);
    const snapshot = (lastOperationTimestamp: number) =>
      writeSessionSnapshot({
        ...initialApplicationState({ ...savedLead, sessionId: SESSION_ID }),
        progressState: 2,
        lastOperationTimestamp,
      });
    const DAY = 24 * 60 * 60 * 1000;
    snapshot(NOW.getTime() - DAY + 1);
    expect(start()).toMatchObject({ progressState: 2, applicationData: { sessionId: SESSION_ID } });
    expect(storage.get('session', 'sessionAcceptedRedirected')).toBe(true);

    snapshot(NOW.getTime() - DAY);
    const state = start();
    expect(state.applicationData.sessionId).toMatch(UUID);
    expect(state.applicationData.sessionId).not.toBe(SESSION_ID);
    expect(state.applicationData.id).toBeUndefined();
    expect(state.progressState).toBe(0);
    expect(state.lastOperationTimestamp).toBeNull();
    expect(storage.get('session', 'sessionAcceptedRedirected')).toBeNull();
    expect(storage.get('session', 'newSessionFlag')).toBe(true);
  });

  test('a first visit starts a new session with the brand defaults and the UI tag', () => {
    const state = start();
    expect(state.progressState).toBe(0);
    expect(state.applicationData).toEqual({
      amount: 1000,
      period: 61,
      tags: ['UI'],
      sessionId: expect.stringMatching(UUID),
      sessionStartedAt: '2026-11-23T10:00:00.000Z',
    });
    expect(storage.get('session', 'newSessionFlag')).toBe(true);
  });

  test('a reload finds this tab’s session state as it was, lead id included', () => {
    storeSession();
    writeSessionSnapshot({
      ...initialApplicationState({ ...savedLead, sessionId: SESSION_ID }),
      progressState: 2,
      createKey: null,
    });
    const state = start();
    expect(state.progressState).toBe(2);
    expect(state.applicationData).toMatchObject({
      id: LEAD_ID,
      amount: 700,
      period: 70,
      generalPolicies: true,
      sessionId: SESSION_ID,
      sessionStartedAt: '2026-11-23T09:00:00.000Z',
      tags: ['UI'],
    });
  });

  // Walking credisol-es: answers left unsent (offline Continue), then a reload, and the notice that
  // they were not sent was gone while they still were not (they go with the next Continue).
  test('a reload still tells that the last answers were not sent, until a save is answered', () => {
    storeSession();
    writeSessionSnapshot({
      ...initialApplicationState({ ...savedLead, sessionId: SESSION_ID }),
      progressState: 2,
      saveNotSent: true,
    });
    expect(start().saveNotSent).toBe(true);
  });

  test('a new tab reuses the stored answers without the old lead, session and consents', () => {
    writeStoredLoanApplication({ ...savedLead, sessionId: SESSION_ID, tags: ['UI'] });
    const state = start();
    expect(state.applicationData).toMatchObject({
      amount: 700,
      period: 70,
      personalDetails: { firstName: 'Ana' },
      sessionStartedAt: '2026-11-23T10:00:00.000Z',
    });
    expect(state.applicationData.sessionId).not.toBe(SESSION_ID);
    expect(state.applicationData).not.toHaveProperty('id');
    expect(state.applicationData).not.toHaveProperty('generalPolicies');
    // Shown to be confirmed again, page by page: the new lead's create carries none of them, so
    // the lead API asks each page (the terms with the contact details) again (walker E).
    expect(state.typedAnswers).toEqual(['personalDetails.firstName']);
    expect(answersOfTheLead(state)).not.toHaveProperty('personalDetails');
  });

  describe('a lead this device was applying with, in a tab opened after its own was closed', () => {
    const withContacts = {
      ...savedLead,
      sessionId: SESSION_ID,
      contactDetails: { email: 'ana@example.com', phoneNumber: '+34612345678' },
    };

    test('is offered by its id, and stays offered through a reload and in a third tab', () => {
      writeStoredLoanApplication(withContacts);
      const state = start();
      expect(state.earlierLeadId).toBe(LEAD_ID);
      expect(state.applicationData).not.toHaveProperty('id');

      // This tab's store writes both copies as it starts (persistApplication).
      writeSessionSnapshot(state);
      writeStoredLoanApplication(state.applicationData, state.typedAnswers, state.earlierLeadId);
      expect(start().earlierLeadId).toBe(LEAD_ID);
      storage.clear('session');
      expect(start().earlierLeadId).toBe(LEAD_ID);
    });

    test('is offered only once the lead holds an e-mail or phone a link can be sent to', () => {
      // A classic lead is made at the first page: until its contact details are kept, the
      // continue page could send no link, only say to start again (walker E3).
      writeStoredLoanApplication({ ...withContacts, contactDetails: {} });
      expect(start().earlierLeadId).toBeNull();

      storage.clear('session');
      writeStoredLoanApplication(withContacts, [
        'contactDetails.email',
        'contactDetails.phoneNumber',
      ]);
      expect(start().earlierLeadId).toBeNull();

      storage.clear('session');
      writeStoredLoanApplication(withContacts, ['contactDetails.email']);
      expect(start().earlierLeadId).toBe(LEAD_ID);
    });

    test('is not offered past its expiry, nor once this tab has a lead of its own', () => {
      writeStoredLoanApplication({ ...withContacts, expiresAt: '2026-11-23T09:59:59.000Z' });
      expect(start().earlierLeadId).toBeNull();

      storage.clear('session');
      const OWN_LEAD = '7a2d2f4e-3c8b-4d66-8e9f-1b2c3d4e5f60';
      writeStoredLoanApplication({ ...withContacts, id: OWN_LEAD }, [], LEAD_ID);
      expect(storage.get('local', 'storedLoanApplication')).not.toHaveProperty('earlierLeadId');
      expect(start().earlierLeadId).toBe(OWN_LEAD);
    });

    test('is not offered to a tab that has its own lead, nor by a brand keeping nothing on the device', () => {
      storeSession();
      writeSessionSnapshot(initialApplicationState({ ...savedLead, sessionId: SESSION_ID }));
      expect(start().earlierLeadId).toBeNull();

      storage.clear('session');
      writeStoredLoanApplication(withContacts);
      const state = startApplication({ rules, search: '', now: NOW, keepAnswersOnDevice: false });
      expect(state.earlierLeadId).toBeNull();
    });
  });

  test('the answers of a lead this tab still holds are the lead’s, not typed', () => {
    storeSession();
    writeSessionSnapshot(initialApplicationState({ ...savedLead, sessionId: SESSION_ID }));
    const state = start();
    expect(state.applicationData.id).toBe(LEAD_ID);
    expect(state.typedAnswers).toEqual([]);
    expect(answersOfTheLead(state)).toMatchObject({ personalDetails: { firstName: 'Ana' } });
  });

  test('a brand that keeps no answers on the device neither reads nor keeps an earlier visit’s copy', () => {
    writeStoredLoanApplication({ ...savedLead, sessionId: SESSION_ID, tags: ['UI'] });
    const state = startApplication({ rules, search: '', now: NOW, keepAnswersOnDevice: false });
    expect(state.applicationData).not.toHaveProperty('personalDetails');
    expect(state.applicationData.amount).toBe(1000);
    expect(storage.get('local', 'storedLoanApplication')).toBeNull();
  });

  test('another valid sessionId in the address starts a new session and drops the old progress', () => {
    storeSession();
    writeSessionSnapshot({
      ...initialApplicationState({ ...savedLead, sessionId: SESSION_ID }),
      progressState: 2,
    });
    const other = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
    const state = start(`?sessionId=${other}`);
    expect(state.applicationData.sessionId).toBe(other);
    expect(state.progressState).toBe(0);
    expect(state.applicationData).not.toHaveProperty('id');
    expect(state.applicationData.amount).toBe(700);
  });

  test('address values win over stored ones, clamped, and prefill is marked', () => {
    storeSession();
    writeSessionSnapshot(initialApplicationState({ ...savedLead, sessionId: SESSION_ID }));
    const state = start(
      `?amount=250&period=200&firstName=Luz&email=luz%40example.com&refName=partner&sellingTierGlobalId=T9&sessionId=${SESSION_ID}`,
    );
    expect(state.applicationData).toMatchObject({
      id: LEAD_ID,
      amount: 300,
      period: 90,
      personalDetails: { firstName: 'Luz' },
      contactDetails: { email: 'luz@example.com' },
      posthogParameters: { isLeadPrefilled: true, leadPrefilledFields: ['firstName', 'email'] },
      sellingTierGlobalId: 'T9',
    });
  });

  test('answers a link prefilled are the applicant’s to confirm: no save sends them before their page’s Continue', () => {
    const state = start(
      '?firstName=Ana&lastName=Garcia&email=ana%40example.com&phoneNumber=612345678',
    );
    expect(state.applicationData).toMatchObject({
      personalDetails: { firstName: 'Ana', lastName: 'Garcia' },
      contactDetails: { email: 'ana@example.com' },
    });
    const sent = answersOfTheLead(state);
    expect(sent).not.toHaveProperty('personalDetails');
    expect(sent).not.toHaveProperty('contactDetails');
  });

  test('keeps the selling tier for the rest of the visit', () => {
    start('?sellingTierGlobalId=T9');
    expect(start().applicationData.sellingTierGlobalId).toBe('T9');
  });

  test('loads the UI colours from session storage', () => {
    storage.set('session', 'uiColors', { primary: '#123456' });
    expect(start().uiColors).toEqual({ primary: '#123456' });
  });
});
