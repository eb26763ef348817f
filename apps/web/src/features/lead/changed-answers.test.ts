import { describe, expect, test } from 'vitest';
import { UI_TAG, type ApplicationDataPatch } from '../application';
import { changedAnswers } from './changed-answers';

describe('the answers a page changed (put back on top of a lead read again)', () => {
  const before = {
    amount: 500,
    period: 61,
    tags: [UI_TAG],
    personalDetails: { firstName: 'Ana', lastName: 'García' },
    contactDetails: { email: 'ana@example.com' },
  };
  test.each([
    ['a field left as it was is left out', { personalDetails: { firstName: 'Ana' } }, {}],
    [
      'a group keeps only its changed fields',
      { personalDetails: { firstName: 'Ana', lastName: 'Martín' } },
      { personalDetails: { lastName: 'Martín' } },
    ],
    [
      'a new answer is a change',
      { incomeDetails: { monthlyIncome: 1800 } },
      { incomeDetails: { monthlyIncome: 1800 } },
    ],
    [
      'removing an answer held is a change',
      { contactDetails: { email: null } },
      { contactDetails: { email: null } },
    ],
    ['removing an answer never given is none', { personalDetails: { middleName: null } }, {}],
    ['a value outside a group compares whole', { amount: 500, period: 90 }, { period: 90 }],
    ['tags only add, so they are always kept', { tags: ['UI'] }, { tags: ['UI'] }],
  ] as const)('%s', (_name, patch, changed) => {
    expect(changedAnswers(patch as ApplicationDataPatch, before)).toEqual(changed);
  });
});
