import { ApplicationState, type LeadData } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import {
  STATUS_CALLS_WHILE_CHECKING,
  progressAfterStatusCall,
  progressAfterWrite,
  type LeadProgress,
} from './lead-progress';
import { progressAfterStage } from './stage-outcome';

const leadId = '0b7e7d5a-1c1e-4c55-9a43-1d2d3f4a5b6c';

/** The classic sections, one per step, as the front end sends them. */
const sections: readonly LeadData[] = [
  { personalDetails: { firstName: 'Ana' } },
  { contactDetails: { email: 'EMAIL', phoneNumber: '600000000' } },
  { incomeDetails: { monthlyIncome: 1500 } },
  { otherDetails: { loanPurpose: 'car' } },
  { referenceDetails: { name: 'Luis' } },
];

/**
 * Walks a lead through create, one update per section and status calls, as the service does
 * (without the database), and lists every state it answers.
 */
function walk(email: string, amount = 500, statusCalls = 4): ApplicationState[] {
  let data: LeadData = { amount, period: 61 };
  let progress: LeadProgress = progressAfterWrite({ leadId, data, event: 'create' });
  const states = [progress.applicationState];
  const update = () => {
    progress = progressAfterWrite({ leadId, data, event: 'update', current: progress });
    states.push(progress.applicationState);
  };
  for (const section of sections) {
    const withEmail = section.contactDetails
      ? { contactDetails: { ...section.contactDetails, email } }
      : section;
    data = { ...data, ...withEmail };
    update();
    // MOBILE_VERIFICATION is left by the verification call (updates are refused there).
    if (progress.applicationState === ApplicationState.MOBILE_VERIFICATION) {
      const stage = ApplicationState.MOBILE_VERIFICATION;
      const verified = { leadId, data, stage, outcome: 'done', current: progress } as const;
      progress = progressAfterStage({ ...verified, completedStages: [] });
      states.push(progress.applicationState);
    }
  }
  for (let call = 0; call < statusCalls; call += 1) {
    progress = progressAfterStatusCall({ leadId, data, current: progress });
    states.push(progress.applicationState);
  }
  return states;
}

const S = ApplicationState;
const classicToChecking = [
  S.PERSONAL_DETAILS,
  S.CONTACT_DETAILS,
  S.INCOME_DETAILS,
  S.OTHER_INFORMATION,
  S.REFERENCE_INFORMATION,
  S.CHECKING,
];

describe('a lead, state by state', () => {
  test.each([
    ['ana+accepted@example.com', S.ACCEPTED],
    ['ana+thankyou@example.com', S.THANK_YOU],
    ['ana+redirected@example.com', S.REDIRECTED],
    ['ana+redirectpost@example.com', S.REDIRECTED],
    ['ana+rejected@example.com', S.REJECTED],
    ['ana+offer@example.com', S.COFIDIS_OFFER],
    ['ana@example.com', S.THANK_YOU],
  ])('%s: the classic steps, CHECKING for two status calls, then %i', (email, decided) => {
    expect(walk(email)).toEqual([...classicToChecking, S.CHECKING, S.CHECKING, decided, decided]);
  });

  test('an amount above 5000 without a tag: REJECTED after checking', () => {
    expect(walk('ana@example.com', 6000).slice(-2)).toEqual([S.REJECTED, S.REJECTED]);
  });

  test('+mobile: MOBILE_VERIFICATION right after the contact details, then the classic order', () => {
    expect(walk('ana+mobile@example.com')).toEqual([
      S.PERSONAL_DETAILS,
      S.CONTACT_DETAILS,
      S.MOBILE_VERIFICATION,
      S.INCOME_DETAILS,
      S.OTHER_INFORMATION,
      S.REFERENCE_INFORMATION,
      S.CHECKING,
      S.CHECKING,
      S.CHECKING,
      S.THANK_YOU,
      S.THANK_YOU,
    ]);
  });

  test('+mobile combines with an outcome tag', () => {
    expect(walk('ana+mobile+accepted@example.com').slice(-2)).toEqual([S.ACCEPTED, S.ACCEPTED]);
  });

  test(`the decision shows on status call ${STATUS_CALLS_WHILE_CHECKING + 1}`, () => {
    expect(STATUS_CALLS_WHILE_CHECKING).toBe(2);
  });
});

describe('checking', () => {
  const full: LeadData = {
    amount: 500,
    period: 61,
    ...Object.assign({}, ...sections),
    contactDetails: { email: 'ana+accepted@example.com' },
  };

  test('entering CHECKING stores the decision and starts the count at zero', () => {
    expect(progressAfterWrite({ leadId, data: full, event: 'create' })).toEqual({
      applicationState: S.CHECKING,
      decision: { state: S.ACCEPTED },
      statusPolls: 0,
    });
  });

  test('before CHECKING nothing is decided', () => {
    expect(progressAfterWrite({ leadId, data: { amount: 500 }, event: 'create' })).toEqual({
      applicationState: S.LOAN_INFORMATION,
      decision: null,
      statusPolls: 0,
    });
  });

  test('a write while checking keeps the state, the decision and the count', () => {
    const checking: LeadProgress = {
      applicationState: S.CHECKING,
      decision: { state: S.ACCEPTED },
      statusPolls: 1,
    };
    const changed: LeadData = {
      ...full,
      amount: 9000,
      contactDetails: { email: 'a+rejected@x.com' },
    };
    expect(
      progressAfterWrite({ leadId, data: changed, event: 'update', current: checking }),
    ).toEqual(checking);
  });

  test('a write after the decision showed keeps the decided state', () => {
    const decided: LeadProgress = {
      applicationState: S.ACCEPTED,
      decision: { state: S.ACCEPTED },
      statusPolls: 3,
    };
    expect(progressAfterWrite({ leadId, data: full, event: 'update', current: decided })).toEqual(
      decided,
    );
  });

  test('status calls are counted only while CHECKING', () => {
    const before: LeadProgress = {
      applicationState: S.INCOME_DETAILS,
      decision: null,
      statusPolls: 0,
    };
    expect(progressAfterStatusCall({ leadId, data: full, current: before })).toEqual(before);
  });

  test('a lead stored at CHECKING without a decision (before it was kept) is decided on its first call', () => {
    const legacy: LeadProgress = { applicationState: S.CHECKING, decision: null, statusPolls: 0 };
    expect(progressAfterStatusCall({ leadId, data: full, current: legacy })).toEqual({
      applicationState: S.CHECKING,
      decision: { state: S.ACCEPTED },
      statusPolls: 1,
    });
  });

  test('returns the progress fields only, never the rest of what it was given', () => {
    const lead = {
      applicationState: S.CHECKING,
      decision: { state: S.ACCEPTED },
      statusPolls: 0,
      data: { amount: 1 },
    };
    expect(
      Object.keys(progressAfterWrite({ leadId, data: full, event: 'update', current: lead })),
    ).toEqual(['applicationState', 'decision', 'statusPolls']);
  });
});

describe('the dynamic (v3) form', () => {
  const full: LeadData = {
    amount: 500,
    period: 61,
    ...Object.assign({}, ...sections),
    contactDetails: { email: 'ana+rejected@example.com' },
  };
  const inProgress = { flow: 'default', stepOrder: ['initial-details', 'name'] };
  const submission = { ...inProgress, dataPoints: ['amount', 'contactDetails.email'] as const };

  test('a page in progress decides nothing, however full the data', () => {
    expect(
      progressAfterWrite({ leadId, data: full, event: 'create', dynamicForm: inProgress }),
    ).toEqual({
      applicationState: S.LOAN_INFORMATION,
      decision: null,
      statusPolls: 0,
    });
  });

  test('the submission enters CHECKING and decides by the same rules as a classic lead', () => {
    const current: LeadProgress = {
      applicationState: S.LOAN_INFORMATION,
      decision: null,
      statusPolls: 0,
    };
    expect(
      progressAfterWrite({
        leadId,
        data: full,
        event: 'update',
        current,
        dynamicForm: { ...submission, dataPoints: [...submission.dataPoints] },
      }),
    ).toEqual({ applicationState: S.CHECKING, decision: { state: S.REJECTED }, statusPolls: 0 });
  });

  test('once decided, a request of the form moves nothing', () => {
    const decided: LeadProgress = {
      applicationState: S.REJECTED,
      decision: { state: S.REJECTED },
      statusPolls: 3,
    };
    expect(
      progressAfterWrite({
        leadId,
        data: full,
        event: 'update',
        current: decided,
        dynamicForm: inProgress,
      }),
    ).toEqual(decided);
  });
});
