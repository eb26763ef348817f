import { ApplicationState, type LeadAnswer } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import {
  answersTyped,
  applicationDataUpdated,
  applicationResultReceived,
  applicationSlice,
  applicationStartedAfresh,
  createKeyRenewed,
  formErrorsReceived,
  initialApplicationState,
  leadCreateStarted,
  leadHandedOver,
  leadRestored,
  leadSaved,
  loadingChanged,
  movedOnSaveFailed,
  resultCleared,
  routeChanged,
  stateCleared,
  navigationRequested,
  pageVisited,
  uiColorsChanged,
  type ApplicationSliceState,
} from './application-slice';

const reduce = applicationSlice.reducer;
const LEAD_ID = '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f';
const AT = Date.parse('2026-11-23T10:00:00.000Z');
const SECRET = 'Zm9yLXRoaXMtYnJvd3Nlci1vbmx5LWZvci10aGlzLWxlYWQ';
const OTHER_SECRET = 'YW5vdGhlci1zZWNyZXQtZm9yLWFub3RoZXItY3JlYXRlLWs';
const answer: LeadAnswer = {
  id: LEAD_ID,
  applicationState: ApplicationState.PERSONAL_DETAILS,
  leadStatus: 1,
  expiresAt: '2026-11-24T10:00:00.000Z',
};

function start(overrides: Partial<ApplicationSliceState> = {}): ApplicationSliceState {
  return { ...initialApplicationState({ amount: 500, period: 61, tags: ['UI'] }), ...overrides };
}

describe('application state', () => {
  test('starts at progress 0 with no result, route change, errors or loading', () => {
    expect(start()).toMatchObject({
      progressState: 0,
      applicationResult: null,
      customerConsents: null,
      routeChange: null,
      visited: [],
      lastOperationTimestamp: null,
      errors: {},
      erroredFormPath: null,
      uiColors: {},
      isLoading: false,
    });
  });

  test('a move the navigator decided is recorded for the router, then cleared', () => {
    const requested = reduce(
      start(),
      navigationRequested({ method: 'replace', redirectTo: '/accepted' }),
    );
    expect(requested.routeChange).toEqual({ method: 'replace', redirectTo: '/accepted' });
    expect(reduce(requested, routeChanged()).routeChange).toBeNull();
  });

  test('a visited page is remembered once; going back to one cuts the trail after it', () => {
    const visited = ['/loan-information', '/personal-details', '/contact-details'].reduce(
      (state, route) => reduce(state, pageVisited(route)),
      start(),
    );
    expect(visited.visited).toEqual(['/loan-information', '/personal-details', '/contact-details']);
    expect(reduce(visited, pageVisited('/personal-details')).visited).toEqual([
      '/loan-information',
      '/personal-details',
    ]);
    expect(reduce(visited, stateCleared()).visited).toEqual([]);
  });

  test('a saved lead stores the id, status, expiry from now, progress and time', () => {
    const withKey = reduce(start(), leadCreateStarted({ key: 'key-1', writeSecret: SECRET }));
    const state = reduce(withKey, leadSaved(answer, AT));
    expect(state.applicationData).toMatchObject({
      id: LEAD_ID,
      leadStatus: 1,
      expiresAt: '2026-11-24T10:00:00.000Z',
    });
    expect(state.progressState).toBe(ApplicationState.PERSONAL_DETAILS);
    expect(state.createKey).toBeNull();
    expect(state.lastOperationTimestamp).toBe(AT);
  });

  test('keeps the first create key and write secret for every retry', () => {
    const state = reduce(
      reduce(start(), leadCreateStarted({ key: 'first', writeSecret: SECRET })),
      leadCreateStarted({ key: 'second', writeSecret: OTHER_SECRET }),
    );
    expect(state).toMatchObject({ createKey: 'first', writeSecret: SECRET });
  });

  test('a create carries this browser’s write secret, made before it; the lead keeps it, whatever the answer names', () => {
    const creating = reduce(start(), leadCreateStarted({ key: 'key-1', writeSecret: SECRET }));
    expect(creating).toMatchObject({ createKey: 'key-1', writeSecret: SECRET });
    // An API from before proposals answers one of its own: this browser's is the lead's.
    const saved = reduce(
      creating,
      leadSaved({ ...answer, revision: 1, writeSecret: OTHER_SECRET }),
    );
    expect(saved).toMatchObject({ createKey: null, writeSecret: SECRET, leadRevision: 1 });
    const updated = reduce(saved, leadSaved({ ...answer, revision: 2 }));
    expect(updated).toMatchObject({ writeSecret: SECRET, leadRevision: 2 });
  });

  test('a renewed create key comes with a new write secret', () => {
    const creating = reduce(start(), leadCreateStarted({ key: 'key-1', writeSecret: SECRET }));
    const renewed = reduce(creating, createKeyRenewed({ key: 'key-2', writeSecret: OTHER_SECRET }));
    expect(renewed).toMatchObject({ createKey: 'key-2', writeSecret: OTHER_SECRET });
  });

  test('clearing the result removes the lead id', () => {
    const saved = reduce(
      reduce(start(), leadSaved(answer, AT)),
      applicationResultReceived({ application: { status: 'ACCEPTED' }, offerId: 'o-1' }),
    );
    expect(saved.applicationResult).toEqual({
      application: { status: 'ACCEPTED' },
      offerId: 'o-1',
    });
    const cleared = reduce(saved, resultCleared());
    expect(cleared.applicationResult).toBeNull();
    expect(cleared.applicationData.id).toBeUndefined();
    expect(cleared.applicationData.amount).toBe(500);
  });

  test('clearing state resets progress, the result and the stale data', () => {
    const busy = reduce(
      reduce(
        reduce(
          start(),
          applicationDataUpdated({
            generalPolicies: true,
            sessionStartedAt: '2026-11-23T09:00:00.000Z',
            otherDetails: { ibanConsent: true, loanPurpose: 'car' },
          }),
        ),
        leadSaved(answer, AT),
      ),
      applicationResultReceived({ application: { status: 'REJECTED' } }),
    );
    const cleared = reduce(busy, stateCleared());
    expect(cleared.progressState).toBe(ApplicationState.NONE);
    expect(cleared.applicationResult).toBeNull();
    expect(cleared.applicationData).toEqual({
      amount: 500,
      period: 61,
      tags: ['UI'],
      leadStatus: 1,
      expiresAt: '2026-11-24T10:00:00.000Z',
      otherDetails: { loanPurpose: 'car' },
    });
  });

  test('a new application starts from an empty form: the loan chosen, the visit and its attribution kept; every answer, consent and the lead gone', () => {
    const decided = reduce(
      reduce(
        reduce(
          start(),
          applicationDataUpdated({
            amount: 800,
            period: 90,
            sessionId: '0b7f3a52-5d1e-4c2a-9f3b-1a2b3c4d5e6f',
            sessionStartedAt: '2026-11-23T09:00:00.000Z',
            affiliateReferenceParams: { attribute: 'partner-1' },
            generalPolicies: true,
            policies: { marketing: true },
            personalDetails: { firstName: 'Ana' },
            contactDetails: { email: 'ana@example.com' },
            otherDetails: { loanPurpose: 'car' },
            bankAccount: { accountNumber: 'ES9121000418450200051332' },
          }),
        ),
        leadSaved(answer, AT),
      ),
      pageVisited('/thank-you'),
    );
    const fresh = reduce(
      { ...decided, writeSecret: 's3cr3t', leadRevision: 7 },
      applicationStartedAfresh(),
    );
    expect(fresh.applicationData).toEqual({
      amount: 800,
      period: 90,
      tags: ['UI'],
      sessionId: '0b7f3a52-5d1e-4c2a-9f3b-1a2b3c4d5e6f',
      sessionStartedAt: '2026-11-23T09:00:00.000Z',
      affiliateReferenceParams: { attribute: 'partner-1' },
    });
    expect(fresh).toMatchObject({
      progressState: ApplicationState.NONE,
      writeSecret: null,
      leadRevision: null,
      visited: [],
      routeChange: null,
      createKey: null,
    });
  });

  test('merges data updates, tags without duplicates', () => {
    const state = reduce(
      start(),
      applicationDataUpdated(
        {
          amount: 800,
          tags: ['UI', 'partner'],
          personalDetails: { firstName: 'Ana' },
        },
        undefined,
        Date.parse('2026-11-23T10:00:00.000Z'),
      ),
    );
    expect(state.applicationData).toEqual({
      amount: 800,
      period: 61,
      tags: ['UI', 'partner'],
      personalDetails: { firstName: 'Ana' },
      // The first answer beyond the loan starts the clock of what the device keeps.
      expiresAt: '2026-11-24T10:00:00.000Z',
    });
  });

  const serverErrors = {
    errors: {
      '/personal-details': [{ fieldName: 'personalDetails.firstName', message: 'Invalid' }],
      '/other-information': [{ fieldName: 'otherDetails.loanPurpose', message: 'Required' }],
    },
    erroredFormPath: '/personal-details',
  };

  test('keeps the server’s field errors by page, and the errored form path', () => {
    const state = reduce(start(), formErrorsReceived(serverErrors));
    expect(state.erroredFormPath).toBe('/personal-details');
    expect(Object.keys(state.errors)).toEqual(['/personal-details', '/other-information']);
  });

  test('updating data with a form path clears that page’s errors, and the next errored page follows', () => {
    const errored = reduce(start(), formErrorsReceived(serverErrors));
    const withoutPath = reduce(
      errored,
      applicationDataUpdated({ personalDetails: { firstName: 'A' } }),
    );
    expect(withoutPath.erroredFormPath).toBe('/personal-details');
    const fixed = reduce(
      errored,
      applicationDataUpdated({ personalDetails: { firstName: 'Ana' } }, '/personal-details'),
    );
    expect(fixed.errors).toEqual({
      '/other-information': [{ fieldName: 'otherDetails.loanPurpose', message: 'Required' }],
    });
    expect(fixed.erroredFormPath).toBe('/other-information');
    const allFixed = reduce(
      fixed,
      applicationDataUpdated({ otherDetails: { loanPurpose: 'car' } }, '/other-information'),
    );
    expect(allFixed.errors).toEqual({});
    expect(allFixed.erroredFormPath).toBeNull();
  });

  test('a saved lead clears the page errors', () => {
    const errored = reduce(start(), formErrorsReceived(serverErrors));
    expect(reduce(errored, leadSaved(answer, AT)).erroredFormPath).toBeNull();
  });

  test('keeps the loading flag and the UI colours', () => {
    expect(reduce(start(), loadingChanged(true)).isLoading).toBe(true);
    expect(reduce(start(), uiColorsChanged({ primary: '#000000' })).uiColors).toEqual({
      primary: '#000000',
    });
  });

  test('the write secret: made for a create, replaced by another lead’s, given by a resumed link, dropped with the lead', () => {
    const secret = 'a'.repeat(43);
    const creating = reduce(start(), leadCreateStarted({ key: 'key-1', writeSecret: secret }));
    const created = reduce(creating, leadSaved({ ...answer, revision: 1 }, AT));
    expect(created).toMatchObject({ writeSecret: secret, leadRevision: 1 });
    const updated = reduce(created, leadSaved({ ...answer, revision: 2 }, AT));
    expect(updated).toMatchObject({ writeSecret: secret, leadRevision: 2 });
    const other = '9e1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f';
    const linked = { ...answer, id: other, revision: 7, data: {} };
    // Another lead's link, without a resume token: this browser holds no secret for it.
    expect(reduce(updated, leadRestored(linked, AT))).toMatchObject({
      writeSecret: null,
      leadRevision: 7,
    });
    // With one: the answer's new secret.
    const resumed = reduce(updated, leadRestored({ ...linked, writeSecret: 'b'.repeat(43) }, AT));
    expect(resumed.writeSecret).toBe('b'.repeat(43));
    // Back from a partner in this tab (the same lead, no token): the secret stays.
    expect(reduce(updated, leadRestored({ ...answer, data: {} }, AT)).writeSecret).toBe(secret);
    expect(reduce(updated, resultCleared())).toMatchObject({
      writeSecret: null,
      leadRevision: null,
    });
    expect(reduce(updated, stateCleared())).toMatchObject({
      writeSecret: null,
      leadRevision: null,
    });
  });
});

describe('a returning link of another lead on this device (a shared device)', () => {
  const OTHER_LEAD = '9e1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f';
  test('its answers replace this device’s: nothing of another applicant stays, saved or typed', () => {
    let ana = start({ writeSecret: SECRET });
    ana = reduce(ana, leadSaved(answer, AT));
    ana = reduce(
      ana,
      applicationDataUpdated({
        personalDetails: { firstName: 'Ana', lastName: 'García' },
        otherDetails: { loanPurpose: 'unexpectedExpense' },
      }),
    );
    ana = reduce(ana, answersTyped({ incomeDetails: { monthlyIncome: 4321 } }));
    const beatriz = reduce(
      ana,
      leadRestored(
        {
          id: OTHER_LEAD,
          applicationState: ApplicationState.INCOME_DETAILS,
          leadStatus: 1,
          expiresAt: '2026-11-24T10:00:00.000Z',
          data: { amount: 700, period: 70, personalDetails: { firstName: 'Beatriz' } },
        },
        AT,
      ),
    );
    expect(beatriz.applicationData).not.toHaveProperty('incomeDetails');
    expect(beatriz.applicationData).not.toHaveProperty('otherDetails');
    expect(beatriz.applicationData.personalDetails).toEqual({ firstName: 'Beatriz' });
    expect(beatriz.applicationData).toMatchObject({ id: OTHER_LEAD, amount: 700, tags: ['UI'] });
    expect(beatriz.typedAnswers).toEqual([]);
  });

  test('its own lead’s link keeps what was typed here on top of the lead’s answers', () => {
    let ana = reduce(start({ writeSecret: SECRET }), leadSaved(answer, AT));
    ana = reduce(ana, answersTyped({ incomeDetails: { monthlyIncome: 4321 } }));
    const back = reduce(
      ana,
      leadRestored({ ...answer, data: { personalDetails: { firstName: 'Ana' } } }, AT),
    );
    expect(back.applicationData).toMatchObject({ incomeDetails: { monthlyIncome: 4321 } });
    expect(back.typedAnswers).toEqual(['incomeDetails.monthlyIncome']);
  });
});

test('answers kept for reuse when the state is cleared (a new affiliate click) are no lead’s: typed again', () => {
  let state = reduce(start({ writeSecret: SECRET }), leadSaved(answer, AT));
  state = reduce(state, applicationDataUpdated({ personalDetails: { firstName: 'Ana' } }, '/p'));
  state = reduce(state, stateCleared());
  expect(state.applicationData).toMatchObject({ personalDetails: { firstName: 'Ana' } });
  expect(state.typedAnswers).toEqual(['personalDetails.firstName']);
});

// Walker w9: a second tab of the browser started from the answers kept on the device (no lead's:
// typed again), then was handed the lead by the first tab. Its answers stayed marked typed, the
// kept application said its e-mail and phone were never saved, and a browser opened later offered
// no application in progress.
test('a lead handed over by another tab: its answers are the lead’s, what is typed only here stays typed', () => {
  let state = reduce(start(), answersTyped({ contactDetails: { email: 'ana@example.com' } }));
  state = reduce(state, answersTyped({ incomeDetails: { monthlyIncome: 4321 } }));
  state = reduce(
    state,
    leadHandedOver({
      answer: {
        ...answer,
        data: { contactDetails: { email: 'ana@example.com', phoneNumber: '612345678' } },
      },
      writeSecret: SECRET,
    }),
  );
  expect(state.applicationData).toMatchObject({
    id: LEAD_ID,
    incomeDetails: { monthlyIncome: 4321 },
  });
  expect(state.typedAnswers).toEqual(['incomeDetails.monthlyIncome']);
});

// Walker w12: a save made as its page moved on failed while the last page's save, made behind it,
// was on its way; its notice ("they will be sent when you continue") came back beside that page's
// own "could not save your application", which it contradicted.
describe('a save made as its page moved on that failed', () => {
  test('is told while no save is on its way', () => {
    expect(reduce(start(), movedOnSaveFailed()).saveNotSent).toBe(true);
  });

  test('is not told while a later save is on its way: it carries the answers, and tells its own failure', () => {
    const sending = reduce(start(), loadingChanged(true));
    expect(reduce(sending, movedOnSaveFailed()).saveNotSent).toBe(false);
  });
});
