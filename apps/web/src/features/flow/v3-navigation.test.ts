import { ApplicationState as S, type ApplicationState } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import { resolveFlow } from './check-flow-config';
import { dynamicFormOf } from './dynamic-form';
import {
  backFrom,
  decideRoute,
  landingRoute,
  moveAfterSave,
  moveBeforeAnswer,
  resumeStep,
  stepPosition,
  type Progress,
} from './navigator';
import { isStepAnswered, isStepAsked } from './step-answers';
import { withFields } from './step-fields';
import { buildFlow, type FlowStep } from './flow-config';

/** A short v3 flow over pages whose fields are the classic ones (so the test does not depend on
 * the v3 pages' field lists). */
const v3Flow = resolveFlow({
  name: 'v3-test',
  order: 'configured',
  start: 'loan-information',
  steps: ['loan-information', 'contact-details', 'personal-details', 'reference-information'],
});
const fieldsOf = (step: FlowStep) => withFields(step).fields;

function progressWith(
  data: unknown,
  state: ApplicationState = S.LOAN_INFORMATION,
  visited: string[] = [],
): Progress {
  return {
    state,
    hasLead: true,
    visited,
    answered: (step) => isStepAnswered(fieldsOf(step), data),
  };
}

const contact = {
  email: 'ana@example.com',
  phoneNumber: '+34600000000',
  postalCode: '28013',
  city: 'Madrid',
  province: 'Madrid',
  street: 'Calle Mayor',
  houseNumber: '1',
};

describe('a configured (v3) flow resumes where the answers stop', () => {
  test('a returning lead lands on its first unanswered page, not on the start', () => {
    const progress = progressWith({ contactDetails: contact, generalPolicies: true });
    expect(resumeStep(v3Flow, progress)?.id).toBe('personal-details');
    expect(landingRoute(v3Flow, progress)).toBe('/personal-details');
  });

  test('every page up to the first unanswered one opens; a later one sends there', () => {
    const progress = progressWith({ contactDetails: contact, generalPolicies: true });
    expect(decideRoute(v3Flow, '/contact-details', progress).kind).toBe('step');
    expect(decideRoute(v3Flow, '/personal-details', progress).kind).toBe('step');
    expect(decideRoute(v3Flow, '/reference-information', progress)).toEqual({
      kind: 'redirect',
      to: '/personal-details',
    });
  });

  test('an answer cleared on an earlier page moves the resume point back to it', () => {
    const progress = progressWith({
      contactDetails: { ...contact, city: '' },
      generalPolicies: true,
    });
    expect(landingRoute(v3Flow, progress)).toBe('/contact-details');
  });

  test('once the server has moved the lead on, it lands on the state’s page', () => {
    const progress = progressWith({}, S.CHECKING);
    expect(landingRoute(v3Flow, progress)).toBe('/checking');
  });

  test('a flow the server orders ignores the answers: the state decides', () => {
    const classic = resolveFlow({
      name: v3Flow.name,
      start: v3Flow.start,
      order: 'server',
      steps: v3Flow.steps.map((s) => s.id),
    });
    expect(resumeStep(classic, progressWith({}))).toBeUndefined();
  });
});

describe('a configured (v3) flow with every page answered', () => {
  test('resumes on its last page', () => {
    const everyPage = { ...progressWith({}), answered: () => true };
    expect(resumeStep(v3Flow, everyPage)?.id).toBe('reference-information');
  });

  test('a lead out of the form lands on its state’s page, not on a page left unanswered', () => {
    expect(landingRoute(v3Flow, progressWith({}, S.ACCEPTED))).toBe('/accepted');
  });
});

describe('Back in a configured (v3) flow', () => {
  test('follows the configured order, even after a returning link landed mid-way', () => {
    // A returning link landed on /personal-details; Back went to /contact-details.
    const visited = ['/personal-details', '/contact-details'];
    expect(backFrom(v3Flow, '/contact-details', visited)).toBe('/loan-information');
    expect(backFrom(v3Flow, '/personal-details', visited)).toBe('/contact-details');
    expect(backFrom(v3Flow, '/reference-information', [])).toBe('/personal-details');
  });
});

describe('the dynamic-form marker', () => {
  test('every save names the flow and its step order; only the last page submits', () => {
    const [first, second, , last] = v3Flow.steps;
    if (!first || !second || !last) throw new Error('The test flow has four steps');
    expect(dynamicFormOf(v3Flow, second, fieldsOf)).toEqual({
      flow: 'v3-test',
      stepOrder: [
        'loan-information',
        'contact-details',
        'personal-details',
        'reference-information',
      ],
    });
    expect(dynamicFormOf(v3Flow, first, fieldsOf)?.dataPoints).toBeUndefined();
    const submission = dynamicFormOf(v3Flow, last, fieldsOf);
    expect(submission?.dataPoints).toEqual(
      expect.arrayContaining(['amount', 'period', 'contactDetails.email', 'referenceDetails.name']),
    );
    // Optional answers are not demanded.
    expect(submission?.dataPoints).not.toContain('contactDetails.flatNumber');
  });

  test('a flow the server orders sends no marker', () => {
    const classic = resolveFlow({
      name: v3Flow.name,
      start: v3Flow.start,
      order: 'server',
      steps: v3Flow.steps.map((s) => s.id),
    });
    const [, second] = classic.steps;
    if (!second) throw new Error('The test flow has four steps');
    expect(dynamicFormOf(classic, second, fieldsOf)).toBeUndefined();
  });
});

describe('a v3 page at the route of a state the server holds the lead at', () => {
  const withEmployer = resolveFlow({
    name: 'v3-employer',
    order: 'configured',
    start: 'initial-details',
    steps: ['initial-details', 'employment-details', 'reference-details'],
  });

  test('gives way to that state’s page, before the offer and after it', () => {
    for (const state of [S.EMPLOYMENT_DETAILS, S.REFERENCE_DETAILS]) {
      const route = state === S.EMPLOYMENT_DETAILS ? '/employment-details' : '/reference-details';
      expect(decideRoute(withEmployer, route, { state, hasLead: true, visited: [] })).toEqual({
        kind: 'state',
        state,
      });
    }
  });

  test('is the flow’s own page while the lead is still in the form', () => {
    const decision = decideRoute(withEmployer, '/employment-details', {
      state: S.LOAN_INFORMATION,
      hasLead: true,
      visited: ['/initial-details', '/employment-details'],
    });
    expect(decision).toMatchObject({ kind: 'step', step: { id: 'employment-details' } });
  });
});

describe('a v3 page that asks this applicant nothing is skipped (a pensioner has no employer)', () => {
  // The pages around the employer's in v3-default.json, for a Spanish brand.
  const flow = buildFlow(
    {
      name: 'v3-pension',
      order: 'configured',
      start: 'initial-details',
      steps: ['initial-details', 'income-source', 'income-payday', 'employer-name', 'pep-details'],
    },
    'ES',
  );
  const pageOf = (id: string) => {
    const found = flow.steps.find((step) => step.id === id);
    if (!found) throw new Error(`No page ${id}`);
    return found;
  };
  const answersOf = (incomeSource: string, extra: object = {}) => ({
    contactDetails: { email: 'ana@example.com', phoneNumber: '+34600000000' },
    generalPolicies: true,
    googleCaptchaToken: 'token',
    policies: { generalTerms: true, dataProcessing: true },
    incomeDetails: { incomeSource, incomePayday: 25 },
    ...extra,
  });
  const progressOf = (data: unknown, visited: string[] = []): Progress => ({
    state: S.LOAN_INFORMATION,
    hasLead: true,
    visited,
    answered: (step) => isStepAnswered(fieldsOf(step), data),
    asked: (step) => isStepAsked(fieldsOf(step), data),
  });

  test('a pensioner’s Continue on the page before the employer’s goes past it', () => {
    const pensioner = progressOf(
      answersOf('pensioner', {
        incomeDetails: { incomeSource: 'pensioner', pensionPayer: 'INSS' },
      }),
    );
    expect(moveBeforeAnswer(flow, '/income-payday', pensioner)?.redirectTo).toBe('/pep-details');
    expect(
      moveAfterSave(flow, '/income-payday', S.LOAN_INFORMATION, pensioner.asked).redirectTo,
    ).toBe('/pep-details');
  });

  test('an employee is still asked for the employer', () => {
    const employee = progressOf(answersOf('employed'));
    expect(moveBeforeAnswer(flow, '/income-payday', employee)?.redirectTo).toBe('/employer-name');
    expect(backFrom(flow, '/pep-details', [], employee.asked)).toBe('/employer-name');
  });

  test('“step n of m” counts the pages this applicant is asked: a pensioner’s skipped page is not one', () => {
    const pensioner = progressOf(answersOf('pensioner'));
    const employee = progressOf(answersOf('employed'));
    expect(stepPosition(flow, pageOf('pep-details'), employee.asked)).toEqual({
      step: 5,
      total: 5,
    });
    expect(stepPosition(flow, pageOf('pep-details'), pensioner.asked)).toEqual({
      step: 4,
      total: 4,
    });
    expect(stepPosition(flow, pageOf('income-payday'), pensioner.asked)).toEqual({
      step: 3,
      total: 4,
    });
  });

  test('a pensioner’s Back from the page after the employer’s goes past it too', () => {
    const pensioner = progressOf(answersOf('pensioner'));
    expect(backFrom(flow, '/pep-details', [], pensioner.asked)).toBe('/income-payday');
  });

  test('a pensioner resumes past the employer’s page, which sends them on if opened', () => {
    const data = answersOf('pensioner', {
      incomeDetails: { incomeSource: 'pensioner', pensionPayer: 'INSS', incomePayday: 25 },
    });
    const pensioner = progressOf(data, ['/initial-details', '/income-source', '/income-payday']);
    expect(resumeStep(flow, pensioner)?.id).toBe('pep-details');
    expect(decideRoute(flow, '/employer-name', pensioner)).toEqual({
      kind: 'redirect',
      to: '/pep-details',
    });
  });

  test('a flow that ends on the employer’s page: a pensioner who answered every page resumes on the last page that asks them something', () => {
    const endsOnEmployer = buildFlow(
      {
        name: 'v3-pension-last',
        order: 'configured',
        start: 'initial-details',
        steps: ['initial-details', 'income-source', 'income-payday', 'employer-name'],
      },
      'ES',
    );
    const data = answersOf('pensioner', {
      incomeDetails: { incomeSource: 'pensioner', pensionPayer: 'INSS', incomePayday: 25 },
    });
    const pensioner = progressOf(data, ['/initial-details', '/income-source', '/income-payday']);
    expect(resumeStep(endsOnEmployer, pensioner)?.id).toBe('income-payday');
  });

  test('the income source not given yet (the flow never asked it): the employer is asked', () => {
    const unknown = progressOf(answersOf(''));
    expect(isStepAsked(fieldsOf(pageOf('employer-name')), answersOf(''))).toBe(true);
    // Asked, and so lacking until the employer is named: a returning applicant resumes there.
    expect(isStepAnswered(fieldsOf(pageOf('employer-name')), answersOf(''))).toBe(false);
    expect(backFrom(flow, '/pep-details', [], unknown.asked)).toBe('/employer-name');
  });

  test('every other income source without an employer skips it; those with one do not', () => {
    const without = ['selfEmployed', 'pensioner', 'unemployed', 'student', 'disabilityPension'];
    for (const source of without) {
      expect(isStepAsked(fieldsOf(pageOf('employer-name')), answersOf(source)), source).toBe(false);
    }
    for (const source of ['employed', 'civilServant']) {
      expect(isStepAsked(fieldsOf(pageOf('employer-name')), answersOf(source)), source).toBe(true);
    }
  });

  test('a job’s own pages (contract, its type, work phone, job title and sector) follow the income source', () => {
    const asked = (id: string, source: string) => {
      const page = buildFlow(
        {
          name: `v3-${id}`,
          order: 'configured',
          start: 'initial-details',
          steps: ['initial-details', id],
        },
        'ES',
      ).steps[1];
      if (!page) throw new Error(`No page ${id}`);
      return isStepAsked(fieldsOf(page), answersOf(source));
    };
    const ofAnEmployee = [
      'income-contract-started-at',
      'income-contract-expires-at',
      'position-type',
      'work-phone',
    ];
    const ofAnyoneAtWork = ['job-title', 'job-area'];
    for (const id of [...ofAnEmployee, ...ofAnyoneAtWork]) {
      expect(asked(id, 'employed'), id).toBe(true);
      expect(asked(id, 'pensioner'), id).toBe(false);
      expect(asked(id, 'student'), id).toBe(false);
    }
    for (const id of ofAnEmployee) expect(asked(id, 'selfEmployed'), id).toBe(false);
    for (const id of ofAnyoneAtWork) expect(asked(id, 'selfEmployed'), id).toBe(true);
  });

  test('the contract’s end date is asked only of an employee whose contract can end', () => {
    const contract = buildFlow(
      {
        name: 'v3-contract-end',
        order: 'configured',
        start: 'initial-details',
        steps: [
          'initial-details',
          'income-source',
          'position-type',
          'income-contract-expires-at',
          'pep-details',
        ],
      },
      'ES',
    );
    const employee = (positionType?: string) =>
      progressOf(
        answersOf('employed', { incomeDetails: { incomeSource: 'employed', positionType } }),
      );
    const next = (progress: Progress) => moveBeforeAnswer(contract, '/position-type', progress);
    // "Contrato indefinido", and "fijo discontinuo", an open-ended contract too: no end to ask.
    expect(next(employee('permanent'))?.redirectTo).toBe('/pep-details');
    expect(next(employee('fixedDiscontinuous'))?.redirectTo).toBe('/pep-details');
    expect(next(employee('fixedTerm'))?.redirectTo).toBe('/income-contract-expires-at');
    expect(next(employee('temporaryAgency'))?.redirectTo).toBe('/income-contract-expires-at');
    // The type not given yet (a flow that never asks it): the end date is asked, as today.
    expect(isStepAsked(fieldsOf(contract.steps[3] as FlowStep), answersOf('employed'))).toBe(true);
    // A fixed term kept from before the income turned out to be a pension rules nothing back in.
    const pension = answersOf('pensioner', {
      incomeDetails: { incomeSource: 'pensioner', positionType: 'fixedTerm' },
    });
    expect(isStepAsked(fieldsOf(contract.steps[3] as FlowStep), pension)).toBe(false);
    expect(
      stepPosition(contract, contract.steps[4] as FlowStep, employee('permanent').asked),
    ).toEqual({ step: 4, total: 4 });
  });

  test('a pensioner’s submission does not require an employer; an employee’s does', () => {
    const last = pageOf('pep-details');
    expect(dynamicFormOf(flow, last, fieldsOf, answersOf('pensioner'))?.dataPoints).not.toContain(
      'employer.name',
    );
    expect(dynamicFormOf(flow, last, fieldsOf, answersOf('employed'))?.dataPoints).toContain(
      'employer.name',
    );
  });

  test('a flow whose last page a pensioner skips submits on the page before it', () => {
    const endsWithEmployer = buildFlow(
      {
        name: 'v3-ends-with-employer',
        order: 'configured',
        start: 'initial-details',
        steps: ['initial-details', 'income-source', 'employer-name'],
      },
      'ES',
    );
    const [, incomeSource] = endsWithEmployer.steps;
    if (!incomeSource) throw new Error('The flow has three pages');
    const data = answersOf('pensioner', { incomeDetails: { incomeSource: 'pensioner' } });
    expect(dynamicFormOf(endsWithEmployer, incomeSource, fieldsOf, data)?.dataPoints).toContain(
      'incomeDetails.incomeSource',
    );
    expect(
      moveBeforeAnswer(endsWithEmployer, '/income-source', {
        state: S.LOAN_INFORMATION,
        asked: (step) => isStepAsked(fieldsOf(step), data),
      }),
    ).toBeNull();
  });

  // Walked on credisol-es: "No" to sharing the account number with lenders, and the next page
  // still asked for it, required, and sent it with the refusal.
  test('the account number is asked only of an applicant who lets it be shared', () => {
    const banking = buildFlow(
      {
        name: 'v3-banking',
        order: 'configured',
        start: 'initial-details',
        steps: ['initial-details', 'iban-consent', 'bank-account', 'online-banking'],
      },
      'ES',
    );
    const [, consent, account] = banking.steps;
    if (!consent || !account) throw new Error('The flow has four pages');
    const given = (ibanConsent: boolean) =>
      answersOf('employed', { otherDetails: { ibanConsent } });
    expect(isStepAsked(fieldsOf(account), given(true))).toBe(true);
    expect(isStepAsked(fieldsOf(account), given(false))).toBe(false);
    const refused = {
      state: S.LOAN_INFORMATION,
      asked: (step: FlowStep) => isStepAsked(fieldsOf(step), given(false)),
    };
    expect(moveBeforeAnswer(banking, '/iban-consent', refused)?.redirectTo).toBe('/online-banking');
    expect(backFrom(banking, '/online-banking', [], refused.asked)).toBe('/iban-consent');
  });
});
