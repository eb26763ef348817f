import {
  ApiErrorBodySchema,
  ApplicationState,
  RECAPTCHA_TEST_TOKEN,
  type LeadPath,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { createLead, leadStatus, product, sendJson, updateLead } from './helpers/lead-requests.js';
import { countLeads, emptyTables, openTestDatabase, storedData } from './helpers/test-database.js';

/** The v3 form through the lead routes: pages in progress, the captcha, the submission. */
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

beforeEach(async () => {
  await emptyTables(db);
});

const S = ApplicationState;
const stepOrder = ['initial-details', 'name', 'loan-purpose', 'monthly-income'];
const inProgress = { flow: 'default', stepOrder };
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
const submission = { ...inProgress, dataPoints: required };

/** The initial-details page: contact, policies and the captcha token, with the loan choice. */
function initialDetails(email = 'ana@example.com'): Record<string, unknown> {
  return {
    amount: 500,
    period: 61,
    contactDetails: { email, phoneNumber: '+34600000000' },
    generalPolicies: true,
    policies: { generalTerms: true, dataProcessing: true },
    googleCaptchaToken: RECAPTCHA_TEST_TOKEN,
    dynamicForm: inProgress,
  };
}

/** The later pages, each with the marker, in the configured order. */
const laterPages: Record<string, unknown>[] = [
  { personalDetails: { firstName: 'Ana', lastName: 'Ruiz' } },
  { otherDetails: { loanPurpose: 'car' } },
  { incomeDetails: { monthlyIncome: 1500 } },
];

function refusal(response: { statusCode: number; json(): unknown }) {
  return { status: response.statusCode, ...ApiErrorBodySchema.parse(response.json()).error };
}

/** Walks the form page by page and returns the lead's id and every state answered. */
async function fillTheForm(email?: string): Promise<{ id: string; states: ApplicationState[] }> {
  const created = await createLead(app, initialDetails(email));
  const states = [created.applicationState];
  for (const page of laterPages) {
    const answer = await updateLead(app, created.id, { ...page, dynamicForm: inProgress });
    states.push(answer.applicationState);
  }
  return { id: created.id, states };
}

describe('a v3 page in progress', () => {
  test('stays at LOAN_INFORMATION, page after page, however many sections the data has', async () => {
    const { id, states } = await fillTheForm();
    expect(states).toEqual([
      S.LOAN_INFORMATION,
      S.LOAN_INFORMATION,
      S.LOAN_INFORMATION,
      S.LOAN_INFORMATION,
    ]);
    // Even every classic section (which would mean CHECKING for a classic lead) moves nothing.
    const everything = await updateLead(app, id, {
      contactDetails: { postalCode: '28013' },
      otherDetails: { maritalStatus: 'single' },
      referenceDetails: { type: 'friend', name: 'Luis', phoneNumber: '+34611111111' },
      dynamicForm: inProgress,
    });
    expect(everything.applicationState).toBe(S.LOAN_INFORMATION);
    expect((await leadStatus(app, id)).applicationState).toBe(S.LOAN_INFORMATION);
  });

  test('the marker is never stored with the data', async () => {
    const { id } = await fillTheForm();
    const data = await storedData(db, id);
    expect(data).not.toHaveProperty('dynamicForm');
    expect(data).toMatchObject({
      personalDetails: { firstName: 'Ana' },
      incomeDetails: { monthlyIncome: 1500 },
    });
  });

  test('a +fielderror address is still refused, and nothing is written', async () => {
    const response = await sendJson(app, 'POST', '/v3/lead', {
      product,
      ...initialDetails('ana+fielderror@example.com'),
    });
    expect(refusal(response)).toMatchObject({
      status: 422,
      code: 'invalid_body',
      fieldErrors: [
        expect.objectContaining({ fieldName: 'contactDetails.email', code: 'not_accepted' }),
      ],
    });
    expect(await countLeads(db)).toBe(0);
  });

  test("a bad marker is the request's fault: 400, naming it", async () => {
    const response = await sendJson(app, 'POST', '/v3/lead', {
      product,
      ...initialDetails(),
      dynamicForm: { flow: 'default', stepOrder: ['Not A Path'] },
    });
    expect(refusal(response)).toMatchObject({ status: 400, code: 'invalid_body' });
    expect(refusal(response).fieldErrors?.[0]?.fieldName).toMatch(/^dynamicForm\.stepOrder/);
  });
});

describe('the v3 submission', () => {
  test('a pensioner without an employer is complete where the flow lists the employer: CHECKING', async () => {
    const { id } = await fillTheForm();
    const withEmployer = {
      ...inProgress,
      dataPoints: [...required, 'incomeDetails.incomeSource', 'employer.name'] as LeadPath[],
    };
    const submitted = await updateLead(app, id, {
      incomeDetails: { incomeSource: 'pensioner', pensionPayer: 'Seguridad Social' },
      dynamicForm: withEmployer,
    });
    expect(submitted.applicationState).toBe(S.CHECKING);
    expect(await storedData(db, id)).toMatchObject({
      incomeDetails: { incomeSource: 'pensioner', pensionPayer: 'Seguridad Social' },
    });
    expect(await storedData(db, id)).not.toHaveProperty('employer');
  });

  test('an employee without an employer is still refused it', async () => {
    const { id } = await fillTheForm();
    const response = await sendJson(app, 'PUT', '/v3/lead', {
      product,
      id,
      incomeDetails: { incomeSource: 'employed' },
      dynamicForm: {
        ...inProgress,
        dataPoints: [...required, 'incomeDetails.incomeSource', 'employer.name'],
      },
    });
    expect(refusal(response).fieldErrors).toEqual([
      { fieldName: 'employer.name', code: 'required', message: 'Answer this question.' },
    ]);
  });

  test('while the lead lacks data points: 422, one required error per data point, nothing written', async () => {
    const created = await createLead(app, initialDetails());
    const before = await storedData(db, created.id);
    const response = await sendJson(app, 'PUT', '/v3/lead', {
      product,
      id: created.id,
      personalDetails: { firstName: 'Ana' },
      dynamicForm: submission,
    });
    expect(refusal(response)).toEqual({
      status: 422,
      code: 'invalid_body',
      message: 'personalDetails.lastName: Answer this question.',
      field: 'personalDetails.lastName',
      fieldErrors: [
        'personalDetails.lastName',
        'otherDetails.loanPurpose',
        'incomeDetails.monthlyIncome',
      ].map((fieldName) => ({ fieldName, code: 'required', message: 'Answer this question.' })),
    });
    expect(await storedData(db, created.id)).toEqual(before);
    expect((await leadStatus(app, created.id)).applicationState).toBe(S.LOAN_INFORMATION);
  });

  test('an answer cleared by the submission itself counts as missing', async () => {
    const { id } = await fillTheForm();
    const response = await sendJson(app, 'PUT', '/v3/lead', {
      product,
      id,
      otherDetails: { loanPurpose: null },
      dynamicForm: submission,
    });
    expect(refusal(response).fieldErrors).toEqual([
      { fieldName: 'otherDetails.loanPurpose', code: 'required', message: 'Answer this question.' },
    ]);
    expect(await storedData(db, id)).toMatchObject({ otherDetails: { loanPurpose: 'car' } });
  });

  test('an incomplete create is refused the same way, and creates nothing', async () => {
    const response = await sendJson(app, 'POST', '/v3/lead', {
      product,
      ...initialDetails(),
      dynamicForm: submission,
    });
    expect(refusal(response)).toMatchObject({
      status: 422,
      code: 'invalid_body',
      field: 'personalDetails.firstName',
    });
    expect(await countLeads(db)).toBe(0);
  });

  test('once complete, the lead enters CHECKING and is decided like a classic lead', async () => {
    const { id } = await fillTheForm('ana+rejected@example.com');
    const submitted = await updateLead(app, id, { dynamicForm: submission });
    expect(submitted.applicationState).toBe(S.CHECKING);
    const polls = [await leadStatus(app, id), await leadStatus(app, id), await leadStatus(app, id)];
    expect(polls.map((answer) => answer.applicationState)).toEqual([
      S.CHECKING,
      S.CHECKING,
      S.REJECTED,
    ]);
  });

  test("the last page's answers arrive with the submission; +redirected hands over to a partner", async () => {
    const created = await createLead(app, initialDetails('ana+redirected@example.com'));
    for (const page of laterPages.slice(0, -1)) {
      await updateLead(app, created.id, { ...page, dynamicForm: inProgress });
    }
    const submitted = await updateLead(app, created.id, {
      ...laterPages.at(-1),
      dynamicForm: submission,
    });
    expect(submitted.applicationState).toBe(S.CHECKING);
    await leadStatus(app, created.id);
    await leadStatus(app, created.id);
    expect(await leadStatus(app, created.id)).toMatchObject({
      applicationState: S.REDIRECTED,
      redirectUrl: expect.stringMatching(/^https:\/\/partner\.example\/apply\?ref=[0-9a-f]{32}$/),
      redirectMethod: 'GET',
    });
  });

  test("without an outcome tag, an amount within the brand's bounds ends in THANK_YOU", async () => {
    const { id } = await fillTheForm();
    await updateLead(app, id, { dynamicForm: submission });
    await leadStatus(app, id);
    await leadStatus(app, id);
    expect((await leadStatus(app, id)).applicationState).toBe(S.THANK_YOU);
  });
});

describe('the captcha on the v3 initial-details page', () => {
  const withoutToken = (): Record<string, unknown> => {
    const body = initialDetails();
    delete body.googleCaptchaToken;
    return body;
  };

  test.each([
    ['no token', withoutToken()],
    ['a null token', { ...withoutToken(), googleCaptchaToken: null }],
  ])('%s: 422 required, and nothing is written', async (_, body) => {
    const response = await sendJson(app, 'POST', '/v3/lead', { product, ...body });
    expect(refusal(response)).toMatchObject({
      status: 422,
      code: 'invalid_body',
      field: 'googleCaptchaToken',
      fieldErrors: [expect.objectContaining({ fieldName: 'googleCaptchaToken', code: 'required' })],
    });
    expect(await countLeads(db)).toBe(0);
  });

  test('the same page sent as an update must carry it too', async () => {
    const created = await createLead(app, { amount: 500, period: 61, dynamicForm: inProgress });
    const response = await sendJson(app, 'PUT', '/v3/lead', {
      product,
      id: created.id,
      ...withoutToken(),
    });
    expect(refusal(response)).toMatchObject({ status: 422, field: 'googleCaptchaToken' });
    expect(await storedData(db, created.id)).toEqual({ amount: 500, period: 61 });
  });

  test("a token other than the stand-in's: 422, not verified, on any request", async () => {
    const expected = {
      status: 422,
      code: 'invalid_body',
      fieldErrors: [
        {
          fieldName: 'googleCaptchaToken',
          code: 'not_accepted',
          message: 'The captcha could not be verified.',
        },
      ],
    };
    const v3 = await sendJson(app, 'POST', '/v3/lead', {
      product,
      ...initialDetails(),
      googleCaptchaToken: 'forged',
    });
    expect(refusal(v3)).toMatchObject(expected);
    const classic = await sendJson(app, 'POST', '/v2/lead', {
      product,
      amount: 500,
      googleCaptchaToken: 'forged',
    });
    expect(refusal(classic)).toMatchObject(expected);
    expect(await countLeads(db)).toBe(0);
  });

  test('scenario and captcha refusals are answered together', async () => {
    const response = await sendJson(app, 'POST', '/v3/lead', {
      product,
      ...initialDetails('ana+fielderror@example.com'),
      googleCaptchaToken: null,
    });
    expect(refusal(response).fieldErrors?.map((error) => error.fieldName)).toEqual([
      'contactDetails.email',
      'googleCaptchaToken',
    ]);
  });

  test('a later page sent with every answer but no token passes once the lead holds a verified one: Google verifies a token once', async () => {
    const created = await createLead(app, initialDetails());
    const everyAnswer = withoutToken();
    const later = await updateLead(app, created.id, { ...everyAnswer, ...laterPages[0] });
    expect(later.id).toBe(created.id);
    expect(await storedData(db, created.id)).toMatchObject({
      googleCaptchaToken: RECAPTCHA_TEST_TOKEN,
      personalDetails: { firstName: 'Ana' },
    });
  });

  test('the stand-in token is accepted; classic requests and later pages need none', async () => {
    const created = await createLead(app, initialDetails());
    expect(created.applicationState).toBe(S.LOAN_INFORMATION);
    await updateLead(app, created.id, { ...laterPages[0], dynamicForm: inProgress });
    const classic = await createLead(app, { amount: 500, period: 61, generalPolicies: true });
    expect(classic.applicationState).toBe(S.PERSONAL_DETAILS);
  });
});
