import { describe, expect, test } from 'vitest';
import { withAnswersElsewhere, withRuledOutRemoved } from './answers-elsewhere';
import { buildFlow } from './flow-config';
import { fieldsOf, StepFields } from './step-fields';

const flow = buildFlow(
  {
    name: 'v3-pension',
    order: 'configured',
    start: 'initial-details',
    steps: [
      'initial-details',
      'income-source',
      'employment-details',
      'position-type',
      'income-contract-expires-at',
      'pep-details',
    ],
  },
  'RO',
);
const pageFields = (id: string) => {
  const step = flow.steps.find((each) => each.id === id);
  if (!step) throw new Error(`No page ${id}`);
  return fieldsOf(step);
};
const paths = (fields: readonly { path: string }[]) => fields.map((field) => field.path);

describe('a field that hangs on another page’s answer', () => {
  test('is left out for a pensioner and asked of an employee, with no condition left', () => {
    const employer = pageFields('employment-details');
    const pensioner = { incomeDetails: { incomeSource: 'pensioner' } };
    expect(withAnswersElsewhere(employer, pensioner)).toEqual([]);
    const asked = withAnswersElsewhere(employer, { incomeDetails: { incomeSource: 'employed' } });
    expect(paths(asked)).toEqual(paths(employer));
    expect(asked.every((field) => field.when === undefined)).toBe(true);
    // Not said yet (a flow that never asks it): asked.
    expect(paths(withAnswersElsewhere(employer, {}))).toEqual(paths(employer));
  });

  test('one with two conditions, one on another page: that one decides, the other still reveals', () => {
    const typeAndEnd = [
      ...pageFields('position-type'),
      ...pageFields('income-contract-expires-at'),
    ];
    expect(paths(typeAndEnd)).toEqual([
      'incomeDetails.positionType',
      'incomeDetails.incomeContractExpiresAt',
    ]);
    const pensioner = { incomeDetails: { incomeSource: 'pensioner' } };
    expect(withAnswersElsewhere(typeAndEnd, pensioner)).toEqual([]);
    const asked = withAnswersElsewhere(typeAndEnd, { incomeDetails: { incomeSource: 'employed' } });
    expect(paths(asked)).toEqual(paths(typeAndEnd));
    // The end date follows the type of contract chosen on the page; the income source is gone.
    expect(asked[1]?.when).toEqual({
      path: 'incomeDetails.positionType',
      is: ['permanent', 'fixedDiscontinuous'],
      not: true,
    });
    expect(asked[1]?.when?.and).toBeUndefined();
  });

  test('one that hangs on an answer of its own page still follows it there', () => {
    const income = pageFields('income-source');
    const shown = withAnswersElsewhere(income, { incomeDetails: { incomeSource: 'employed' } });
    expect(shown).toBe(income);
  });
});

describe('answers the applicant’s answers now rule out', () => {
  test('a contract’s end date given before the contract turned out to be permanent is sent removed', () => {
    const answers = { incomeDetails: { positionType: 'permanent' } };
    const held = {
      incomeDetails: {
        incomeSource: 'employed',
        positionType: 'permanent',
        incomeContractExpiresAt: '2031-08-31',
      },
    };
    expect(withRuledOutRemoved(flow, answers, held)).toEqual({
      incomeDetails: { incomeContractExpiresAt: null, positionType: 'permanent' },
    });
    const fixedTerm = { incomeDetails: { ...held.incomeDetails, positionType: 'fixedTerm' } };
    expect(withRuledOutRemoved(flow, answers, fixedTerm)).toEqual(answers);
  });

  test('an employer named before the income turned out to be a pension is sent removed', () => {
    const answers = {
      incomeDetails: { incomeSource: 'pensioner', pensionPayer: 'Casa de Pensii' },
    };
    const held = { ...answers, employer: { name: 'Fabrica de Pâine', city: 'Cluj-Napoca' } };
    expect(withRuledOutRemoved(flow, answers, held)).toEqual({
      ...answers,
      employer: { name: null, city: null },
    });
  });

  test('an account number given before sharing it was refused is sent removed, and kept once allowed', () => {
    const banking = buildFlow(
      {
        name: 'v3-banking',
        order: 'configured',
        start: 'initial-details',
        steps: ['initial-details', 'iban-consent', 'bank-account'],
      },
      'ES',
    );
    const iban = 'ES9121000418450200051332';
    const refused = { otherDetails: { ibanConsent: false } };
    expect(withRuledOutRemoved(banking, refused, { ...refused, incomeDetails: { iban } })).toEqual({
      ...refused,
      incomeDetails: { iban: null },
    });
    const allowed = { otherDetails: { ibanConsent: true } };
    expect(withRuledOutRemoved(banking, allowed, { ...allowed, incomeDetails: { iban } })).toEqual(
      allowed,
    );
  });

  test('an employee’s employer stays; nothing held, nothing removed', () => {
    const answers = { incomeDetails: { incomeSource: 'employed' } };
    const held = { ...answers, employer: { name: 'Fabrica de Pâine' } };
    expect(withRuledOutRemoved(flow, answers, held)).toEqual(answers);
    const pensioner = { incomeDetails: { incomeSource: 'pensioner' } };
    expect(withRuledOutRemoved(flow, pensioner, pensioner)).toEqual(pensioner);
  });
});

describe('a page drawn ahead', () => {
  test('has no field that starts from an answer of another section', () => {
    // Its print (`openedPrint`) holds its own sections' answers only: a flow page's field that
    // started from another section's answer, given on the page before, would open with the
    // answer held when it was drawn. Partners' pages start from earlier answers; none is drawn.
    const starting = Object.values(StepFields)
      .flat()
      .filter((field) => field.prefilledFrom);
    expect(starting).toEqual([]);
  });
});
