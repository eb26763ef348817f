import {
  ApplicationState,
  OfferStagePaths,
  RECAPTCHA_TEST_TOKEN,
  type LeadPath,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { SANDBOX_CODE } from '../src/mobile/mobile-code.js';
import { classicSteps } from '../src/scenarios/next-application-state.js';
import { createLead, leadStatus, sendJson, updateLead } from './helpers/lead-requests.js';
import { openTestDatabase } from './helpers/test-database.js';

/**
 * Issue 37, "No dead end anywhere": a v3 applicant (credisol-es) sent to mobile verification by
 * `+mobile-verification` once checked, who then types the right code, had been sent on to the
 * classic form's reference-person step, which the v3 form has no page for.
 */
let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openTestDatabase();
  app = buildApp({ db, corsOrigins: [] });
});

afterAll(async () => {
  await app.close();
  await db.close();
});

const S = ApplicationState;
const stepOrder = ['initial-details', 'name', 'loan-purpose', 'monthly-income'];
const inProgress = { flow: 'v3-default', stepOrder };
const required: LeadPath[] = [
  'amount',
  'period',
  'contactDetails.email',
  'generalPolicies',
  'personalDetails.firstName',
  'personalDetails.lastName',
  'otherDetails.loanPurpose',
  'incomeDetails.monthlyIncome',
];

/** The classic form's own steps: the v3 form has none of their pages. */
const classicFormStates: readonly ApplicationState[] = classicSteps.map((step) => step.state);

/** A v3 lead of credisol-es, every page answered and submitted, as the v3 form sends it. */
async function submittedV3Lead(email: string): Promise<string> {
  const created = await createLead(app, {
    product: 'credisol-es',
    amount: 500,
    period: 61,
    contactDetails: { email, phoneNumber: '+34 612 345 678' },
    generalPolicies: true,
    policies: { generalTerms: true, dataProcessing: true },
    googleCaptchaToken: RECAPTCHA_TEST_TOKEN,
    dynamicForm: inProgress,
  });
  await updateLead(app, created.id, {
    product: 'credisol-es',
    personalDetails: { firstName: 'Ana', lastName: 'Ruiz' },
    dynamicForm: inProgress,
  });
  await updateLead(app, created.id, {
    product: 'credisol-es',
    otherDetails: { loanPurpose: 'car' },
    dynamicForm: inProgress,
  });
  const submitted = await updateLead(app, created.id, {
    product: 'credisol-es',
    incomeDetails: { monthlyIncome: 1500 },
    dynamicForm: { ...inProgress, dataPoints: required },
  });
  expect(submitted.applicationState).toBe(S.CHECKING);
  return created.id;
}

describe('a v3 lead after mobile verification (issue 37)', () => {
  test('goes on to a state the v3 form has a page for, never a classic step', async () => {
    const id = await submittedV3Lead('x+mobile-verification@example.com');
    // Checking reveals its decision on the third status call.
    await leadStatus(app, id);
    await leadStatus(app, id);
    expect((await leadStatus(app, id)).applicationState).toBe(S.MOBILE_VERIFICATION);
    const code = await app.inject({
      method: 'GET',
      url: `${OfferStagePaths.mobileVerification}?id=${id}`,
    });
    expect(code.statusCode, code.body).toBe(200);

    const verified = await sendJson(app, 'POST', OfferStagePaths.mobileVerify, {
      id,
      code: SANDBOX_CODE,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const { applicationState } = verified.json() as { applicationState: ApplicationState };
    expect(classicFormStates).not.toContain(applicationState);
    expect(applicationState).toBe(S.CHECKING);
    // And checking, decided again without the stage it completed, ends in a decision.
    await leadStatus(app, id);
    await leadStatus(app, id);
    expect((await leadStatus(app, id)).applicationState).toBe(S.THANK_YOU);
  });
});
