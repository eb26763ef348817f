import { configureStore } from '@reduxjs/toolkit';
import { ApplicationState } from '@lf/contract';
import { afterEach, describe, expect, test, vi, type MockInstance } from 'vitest';
import { keepDraft, keptDraftOf } from '../../lib/kept-drafts';
import { storage } from '../../lib/storage';
import {
  createApplicationPersistence,
  persistApplication,
  TYPING_WRITE_DELAY_MS,
} from './application-persistence';
import {
  applicationDataUpdated,
  applicationSlice,
  applicationStartedAfresh,
  createKeyRenewed,
  initialApplicationState,
  leadCreateStarted,
  leadSaved,
  loadingChanged,
  navigationRequested,
  pageVisited,
  routeChanged,
  saveSending,
  uiColorsChanged,
} from './application-slice';

const LEAD_ID = '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f';
const CREATE_KEY = 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d';
const OTHER_KEY = 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e';

/** The lead API's answer to a save, with the lead at `applicationState`. */
const savedAt = (applicationState: ApplicationState) => ({
  id: LEAD_ID,
  applicationState,
  leadStatus: 1,
  expiresAt: '2026-11-24T10:00:00.000Z',
});

/** Writes waiting for the next frame to be drawn; `drawn()` draws it. */
const waiting: (() => void)[] = [];
const drawn = () => waiting.splice(0).forEach((write) => write());

/** A saved lead's move, written once: the session state and the answers kept on the device. */
function expectSavedMoveWritten(writes: MockInstance<Storage['setItem']>, visited: string) {
  expect(writes.mock.calls.map(([key]) => key).sort()).toEqual(['state', 'storedLoanApplication']);
  expect(storage.get('session', 'state')).toMatchObject({
    applicationData: { id: LEAD_ID },
    visited: [visited],
  });
}

function makeStore() {
  const application = initialApplicationState({ amount: 500, period: 61, tags: ['UI'] });
  return configureStore({
    reducer: { application: applicationSlice.reducer },
    preloadedState: { application },
    middleware: (getDefault) =>
      getDefault().concat(
        createApplicationPersistence({ schedule: (write) => waiting.push(write) }),
      ),
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('application persistence', () => {
  test('keeps the lead’s write secret and revision in this tab’s session state only, never on the device', () => {
    const store = makeStore();
    const secret = 'k33p-m3-in-th3-s3ssion-k33p-m3-in-th3-s3ssi';
    store.dispatch(leadCreateStarted({ key: CREATE_KEY, writeSecret: secret }));
    store.dispatch(leadSaved({ ...savedAt(ApplicationState.PERSONAL_DETAILS), revision: 1 }));
    drawn();
    expect(storage.get('session', 'state')).toMatchObject({ writeSecret: secret, leadRevision: 1 });
    expect(JSON.stringify(window.localStorage)).not.toContain(secret);
    expect(Object.values({ ...window.localStorage }).join()).not.toContain(secret);
  });

  test('a create’s key and write secret are written before the create is sent, so a reload mid-create still has them', () => {
    const store = makeStore();
    const secret = 'bWFkZS1iZWZvcmUtdGhlLWNyZWF0ZS1tYWRlLWJlZm9yZS';
    store.dispatch(leadCreateStarted({ key: CREATE_KEY, writeSecret: secret }));
    // No frame drawn yet: the request goes out next, and a reload may come before any frame.
    expect(storage.get('session', 'state')).toMatchObject({
      createKey: CREATE_KEY,
      writeSecret: secret,
    });
    const renewed = 'cmVuZXdlZC13aXRoLWl0cy1rZXktcmVuZXdlZC13aXRoLWl';
    store.dispatch(createKeyRenewed({ key: OTHER_KEY, writeSecret: renewed }));
    expect(storage.get('session', 'state')).toMatchObject({
      createKey: OTHER_KEY,
      writeSecret: renewed,
    });
    expect(JSON.stringify(window.localStorage)).not.toContain(renewed);
  });

  test('writes the session state to session storage and the data to local storage on a data update', () => {
    vi.useFakeTimers();
    const store = makeStore();
    store.dispatch(applicationDataUpdated({ amount: 800 }));
    vi.advanceTimersByTime(TYPING_WRITE_DELAY_MS);
    expect(storage.get('session', 'state')).toMatchObject({
      applicationData: { amount: 800 },
      progressState: 0,
    });
    expect(storage.get('local', 'storedLoanApplication')).toEqual({
      applicationData: { amount: 800, period: 61 },
    });
  });

  test('for a brand that keeps no answers on the device, they stay in session storage only', () => {
    vi.useFakeTimers();
    storage.set('local', 'storedLoanApplication', { applicationData: { amount: 300 } });
    const store = configureStore({
      reducer: { application: applicationSlice.reducer },
      preloadedState: { application: initialApplicationState({ amount: 500, period: 61 }) },
      middleware: (getDefault) =>
        getDefault().concat(createApplicationPersistence({ onDevice: false })),
    });
    store.dispatch(applicationDataUpdated({ personalDetails: { firstName: 'Ana' } }));
    vi.advanceTimersByTime(TYPING_WRITE_DELAY_MS);
    expect(storage.get('session', 'state')).toMatchObject({
      applicationData: { personalDetails: { firstName: 'Ana' } },
    });
    expect(storage.get('local', 'storedLoanApplication')).toBeNull();
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('Ana');
  });

  test('writes other actions to session storage only', () => {
    const store = makeStore();
    const localWrites = vi.spyOn(window.localStorage, 'setItem');
    store.dispatch(navigationRequested({ method: 'push', redirectTo: '/personal-details' }));
    drawn();
    expect(storage.get('session', 'state')).toMatchObject({
      routeChange: { method: 'push', redirectTo: '/personal-details' },
    });
    expect(localWrites).not.toHaveBeenCalled();
  });

  test('a move is written once, after its page is drawn: the click waits for no storage write', () => {
    const store = makeStore();
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    store.dispatch(leadSaved(savedAt(ApplicationState.CONTACT_DETAILS)));
    store.dispatch(navigationRequested({ method: 'push', redirectTo: '/contact-details' }));
    store.dispatch(routeChanged());
    store.dispatch(pageVisited('/contact-details'));
    expect(writes).not.toHaveBeenCalled();
    drawn();
    expectSavedMoveWritten(writes, '/contact-details');
    expect(storage.get('session', 'state')).toMatchObject({ routeChange: null });
  });

  test('a change made while a save is on its way is written once the save is answered, not while the answer is awaited', () => {
    const store = makeStore();
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    store.dispatch(loadingChanged(true));
    store.dispatch(pageVisited('/personal-details'));
    // The busy Continue is drawn while the answer is awaited: a write there could hold the answer.
    drawn();
    expect(writes).not.toHaveBeenCalled();
    store.dispatch(leadSaved(savedAt(ApplicationState.CONTACT_DETAILS)));
    store.dispatch(loadingChanged(false));
    expect(writes).not.toHaveBeenCalled();
    drawn();
    expectSavedMoveWritten(writes, '/personal-details');
  });

  test('a save is not written while its answer is awaited, in the order a save dispatches', () => {
    const store = makeStore();
    store.dispatch(leadSaved(savedAt(ApplicationState.PERSONAL_DETAILS)));
    drawn();
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    // saveLead: the answers kept, an earlier failure's notice cleared, then the loading flag.
    store.dispatch(applicationDataUpdated({ personalDetails: { firstName: 'Ana' } }));
    store.dispatch(saveSending());
    store.dispatch(loadingChanged(true));
    // The busy Continue is drawn while the answer is awaited: a write there could hold the answer.
    drawn();
    expect(writes).not.toHaveBeenCalled();
    store.dispatch(leadSaved(savedAt(ApplicationState.CONTACT_DETAILS)));
    store.dispatch(loadingChanged(false));
    drawn();
    expect(storage.get('session', 'state')).toMatchObject({
      applicationData: { personalDetails: { firstName: 'Ana' } },
      progressState: ApplicationState.CONTACT_DETAILS,
    });
  });

  test('a change made while a save is on its way is written when the page is left', () => {
    const store = makeStore();
    store.dispatch(loadingChanged(true));
    store.dispatch(pageVisited('/personal-details'));
    window.dispatchEvent(new Event('pagehide'));
    expect(storage.get('session', 'state')).toMatchObject({ visited: ['/personal-details'] });
  });

  test('a move not yet written when the page is left is written then', () => {
    const store = makeStore();
    store.dispatch(navigationRequested({ method: 'push', redirectTo: '/contact-details' }));
    window.dispatchEvent(new Event('pagehide'));
    expect(storage.get('session', 'state')).toMatchObject({
      routeChange: { redirectTo: '/contact-details' },
    });
  });

  test('does not write for the loading flag alone, nor for actions that change nothing', () => {
    const store = makeStore();
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    store.dispatch(loadingChanged(true));
    store.dispatch({ type: 'other/action' });
    expect(writes).not.toHaveBeenCalled();
  });

  test('typing is written once it pauses, not on every keystroke', () => {
    vi.useFakeTimers();
    const store = makeStore();
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    for (const name of ['A', 'An', 'Ana', 'Ana ', 'Ana M']) {
      store.dispatch(applicationDataUpdated({ personalDetails: { firstName: name } }));
    }
    expect(writes).not.toHaveBeenCalled();
    vi.advanceTimersByTime(TYPING_WRITE_DELAY_MS);
    expect(writes).toHaveBeenCalledTimes(2);
    expect(storage.get('session', 'state')).toMatchObject({
      applicationData: { personalDetails: { firstName: 'Ana M' } },
    });
  });

  test('a pending write is flushed when the page is left, so a reload loses nothing', () => {
    vi.useFakeTimers();
    const store = makeStore();
    store.dispatch(applicationDataUpdated({ personalDetails: { firstName: 'Ana' } }));
    window.dispatchEvent(new Event('pagehide'));
    expect(storage.get('local', 'storedLoanApplication')).toMatchObject({
      applicationData: { personalDetails: { firstName: 'Ana' } },
    });
  });

  test('keeps the UI colours under uiColors', () => {
    makeStore().dispatch(uiColorsChanged({ primary: '#123456' }));
    drawn();
    expect(storage.get('session', 'uiColors')).toEqual({ primary: '#123456' });
  });

  test('a page load writes its starting state at once', () => {
    persistApplication(initialApplicationState({ amount: 300, period: 70 }));
    expect(storage.get('session', 'state')).toMatchObject({ applicationData: { amount: 300 } });
    expect(storage.get('local', 'storedLoanApplication')).toEqual({
      applicationData: { amount: 300, period: 70 },
    });
  });

  test('the store keeps working when storage is full', () => {
    const store = makeStore();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    store.dispatch(applicationDataUpdated({ amount: 900 }));
    expect(store.getState().application.applicationData.amount).toBe(900);
  });

  test.each([
    ApplicationState.ACCEPTED,
    ApplicationState.THANK_YOU,
    ApplicationState.REDIRECTED,
    ApplicationState.REJECTED,
  ])('a final result (state %i) removes the answers from local storage for good', (state) => {
    vi.useFakeTimers();
    const store = makeStore();
    store.dispatch(applicationDataUpdated({ personalDetails: { firstName: 'Ana' } }));
    vi.advanceTimersByTime(TYPING_WRITE_DELAY_MS);
    expect(storage.get('local', 'storedLoanApplication')).toBeTruthy();
    store.dispatch(leadSaved(savedAt(state)));
    drawn();
    expect(storage.get('local', 'storedLoanApplication')).toBeNull();
    // Nothing writes it back afterwards, nor does a page load.
    store.dispatch(applicationDataUpdated({ amount: 900 }));
    vi.advanceTimersByTime(TYPING_WRITE_DELAY_MS);
    persistApplication(store.getState().application);
    expect(storage.get('local', 'storedLoanApplication')).toBeNull();
  });

  // Walked: after a decision, and after "start a new application", session storage still held
  // the last applicant's mobile, reference phone and income in their pages' drafts.
  test.each([
    ['a final result', ApplicationState.REJECTED],
    ['a new application', null],
  ] as const)('%s leaves no draft of the lead’s pages in session storage', (_, state) => {
    const store = makeStore();
    store.dispatch(leadSaved(savedAt(ApplicationState.REFERENCE_DETAILS)));
    drawn();
    keepDraft('/reference-details', LEAD_ID, { phone: '+34611223344' });
    store.dispatch(state === null ? applicationStartedAfresh() : leadSaved(savedAt(state)));
    drawn();
    expect(keptDraftOf('/reference-details', LEAD_ID)).toBeUndefined();
    expect(storage.get('session', 'asyncFormData')).toBeNull();
  });

  test('a step before the result keeps its lead’s drafts, not another lead’s', () => {
    const store = makeStore();
    keepDraft('/offer', 'an-earlier-lead', { amount: 400 });
    keepDraft('/reference-details', LEAD_ID, { phone: '+34611223344' });
    store.dispatch(leadSaved(savedAt(ApplicationState.REFERENCE_DETAILS)));
    drawn();
    expect(keptDraftOf('/reference-details', LEAD_ID)).toEqual({ phone: '+34611223344' });
    expect(keptDraftOf('/offer', 'an-earlier-lead')).toBeUndefined();
  });

  test('a step before the result keeps the answers in local storage', () => {
    const store = makeStore();
    store.dispatch(leadSaved(savedAt(ApplicationState.CONTACT_DETAILS)));
    drawn();
    expect(storage.get('local', 'storedLoanApplication')).toMatchObject({
      applicationData: { amount: 500 },
    });
  });
});
