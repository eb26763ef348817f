import { ApplicationState, type LeadData } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import { STATUS_CALLS_WHILE_CHECKING, type LeadProgress } from './lead-progress';
import { progressAfterStage, type StageOutcome, type StageProgress } from './stage-outcome';

const leadId = '5d0c2b4e-8f7a-4c1d-9e3b-6a2f1c0d9e8b';
const S = ApplicationState;

/** Every classic step's section given, and the e-mail address. */
const fullData = (email: string): LeadData => ({
  amount: 500,
  period: 61,
  personalDetails: { firstName: 'Ana' },
  contactDetails: { email, phoneNumber: '600000000' },
  incomeDetails: { monthlyIncome: 1500 },
  otherDetails: { loanPurpose: 'car' },
  referenceDetails: { name: 'Luis' },
});

const at = (applicationState: ApplicationState): LeadProgress => ({
  applicationState,
  decision: { state: applicationState },
  statusPolls: STATUS_CALLS_WHILE_CHECKING + 1,
});

function complete(
  stage: ApplicationState,
  outcome: StageOutcome,
  { data = fullData('ana@example.com'), completedStages = [] as readonly ApplicationState[] } = {},
): StageProgress {
  return progressAfterStage({
    leadId,
    data,
    stage,
    outcome,
    current: at(stage),
    completedStages,
  });
}

/**
 * Follows a lead from CHECKING as the sandbox would: the decision shows, the applicant does each
 * stage with `outcome`, until a state no stage completes. Lists every state it stood at.
 */
function walk(email: string, outcome: StageOutcome = 'done'): ApplicationState[] {
  const data = fullData(email);
  let progress = progressAfterStage({
    leadId,
    data,
    stage: S.CONTINUE,
    outcome: 'skipped',
    current: at(S.CONTINUE),
    completedStages: [],
  });
  const states: ApplicationState[] = [];
  for (let step = 0; step < 20; step += 1) {
    if (progress.applicationState === S.CHECKING) states.push(S.CHECKING);
    // Status calls reveal what checking decided.
    const next =
      progress.applicationState === S.CHECKING
        ? progress.decision?.state
        : progress.applicationState;
    if (next === undefined) break;
    states.push(next);
    if ([S.ACCEPTED, S.THANK_YOU, S.REDIRECTED, S.REJECTED].some((end) => end === next)) break;
    progress = progressAfterStage({
      leadId,
      data,
      stage: next,
      outcome: next === S.COFIDIS_OFFER ? outcome : 'done',
      current: { ...progress, applicationState: next },
      completedStages: progress.completedStages,
    });
  }
  return states;
}

describe('where a lead goes after a stage', () => {
  test('an accepted offer ends ACCEPTED, whatever the tags say', () => {
    const progress = complete(S.COFIDIS_OFFER, 'accepted', {
      data: fullData('ana+rejected@example.com'),
    });
    expect(progress).toMatchObject({
      applicationState: S.ACCEPTED,
      decision: { state: S.ACCEPTED },
      completedStages: [S.COFIDIS_OFFER],
    });
  });

  test('a new mobile number goes to its verification; the wniosek to its completion', () => {
    expect(complete(S.CHANGE_MOBILE_NUMBER, 'done').applicationState).toBe(S.MOBILE_VERIFICATION);
    expect(complete(S.WNIOSEK, 'done').applicationState).toBe(S.WNIOSEK_UZUPELNIENIE);
  });

  test('a verified mobile goes to the next classic step the data still lacks', () => {
    const data: LeadData = {
      amount: 500,
      period: 61,
      personalDetails: { firstName: 'Ana' },
      contactDetails: { email: 'ana+mobile@example.com' },
    };
    expect(complete(S.MOBILE_VERIFICATION, 'done', { data })).toEqual({
      applicationState: S.INCOME_DETAILS,
      decision: null,
      statusPolls: 0,
      completedStages: [S.MOBILE_VERIFICATION],
    });
  });

  test('a v3 lead’s verified mobile goes to CHECKING, never to a classic step its form lacks', () => {
    // Its flow asked no reference person (issue 37): the classic order would stop at it.
    const data: LeadData = { ...fullData('ana+mobile-verification@example.com') };
    delete data.referenceDetails;
    const progress = progressAfterStage({
      leadId,
      data,
      stage: S.MOBILE_VERIFICATION,
      outcome: 'done',
      current: at(S.MOBILE_VERIFICATION),
      completedStages: [],
      dynamicForm: true,
    });
    expect(progress).toEqual({
      applicationState: S.CHECKING,
      decision: { state: S.THANK_YOU },
      statusPolls: 0,
      completedStages: [S.MOBILE_VERIFICATION],
    });
  });

  test('a verified mobile with every classic step given goes to CHECKING', () => {
    expect(complete(S.MOBILE_VERIFICATION, 'done')).toEqual({
      applicationState: S.CHECKING,
      decision: { state: S.THANK_YOU },
      statusPolls: 0,
      completedStages: [S.MOBILE_VERIFICATION],
    });
  });

  test.each<StageOutcome>(['done', 'declined', 'skipped'])(
    'a stage left %s goes back to CHECKING, which decides again',
    (outcome) => {
      const progress = complete(S.VEHICLE, outcome, {
        data: fullData('ana+vehicle+redirected@example.com'),
      });
      expect(progress).toEqual({
        applicationState: S.CHECKING,
        decision: {
          state: S.REDIRECTED,
          redirect: {
            url: expect.stringMatching(/^https:\/\/partner\.example\/apply\?ref=[0-9a-f]{32}$/),
            method: 'GET',
          },
        },
        statusPolls: 0,
        completedStages: [S.VEHICLE],
      });
    },
  );

  test('a declined or skipped offer page goes to CHECKING too, not to the next stage', () => {
    expect(complete(S.CHANGE_MOBILE_NUMBER, 'skipped').applicationState).toBe(S.CHECKING);
    expect(complete(S.WNIOSEK, 'declined').applicationState).toBe(S.CHECKING);
  });

  test('a stage done with classic sections missing (a v3 lead) goes to CHECKING, not back to the form', () => {
    const v3Data: LeadData = {
      amount: 500,
      period: 61,
      contactDetails: { email: 'ana@example.com' },
    };
    expect(complete(S.VEHICLE, 'done', { data: v3Data }).applicationState).toBe(S.CHECKING);
  });

  test('a stage completed twice is listed once', () => {
    const progress = complete(S.VEHICLE, 'done', { completedStages: [S.ID_UPLOAD, S.VEHICLE] });
    expect(progress.completedStages).toEqual([S.ID_UPLOAD, S.VEHICLE]);
  });
});

describe('e-mail tags chain through the stages', () => {
  test('+vehicle+cofidis-offer+accepted: VEHICLE, COFIDIS_OFFER, then ACCEPTED', () => {
    expect(walk('ana+vehicle+cofidis-offer+accepted@example.com')).toEqual([
      S.CHECKING,
      S.VEHICLE,
      S.CHECKING,
      S.COFIDIS_OFFER,
      S.CHECKING,
      S.ACCEPTED,
    ]);
  });

  test('accepting the offer ends ACCEPTED straight away, without checking again', () => {
    const after = complete(S.COFIDIS_OFFER, 'accepted', {
      data: fullData('ana+vehicle+cofidis-offer@example.com'),
      completedStages: [S.VEHICLE],
    });
    expect(after.applicationState).toBe(S.ACCEPTED);
  });

  test('a declined offer goes on to what the other tags say, else THANK_YOU', () => {
    expect(walk('ana+offer+rejected@example.com', 'declined')).toEqual([
      S.CHECKING,
      S.COFIDIS_OFFER,
      S.CHECKING,
      S.REJECTED,
    ]);
  });

  test('+wniosek: the wniosek, its completion, then checking decides again', () => {
    expect(walk('ana+wniosek@example.com')).toEqual([
      S.CHECKING,
      S.WNIOSEK,
      S.WNIOSEK_UZUPELNIENIE,
      S.CHECKING,
      S.THANK_YOU,
    ]);
  });

  test('stages are walked in the table order, whatever the order in the address', () => {
    expect(walk('ana+cofidis-offer+id-upload+consents@example.com')).toEqual([
      S.CHECKING,
      S.ID_UPLOAD,
      S.CHECKING,
      S.POLICY_CONSENTS,
      S.CHECKING,
      S.COFIDIS_OFFER,
      S.CHECKING,
      S.THANK_YOU,
    ]);
  });
});
