import { describe, expect, test } from 'vitest';
import { rulesOut } from './data-point-conditions.js';

const employee = { path: 'incomeDetails.incomeSource', is: ['employed', 'selfEmployed'] };
const receivesAid = { path: 'aide.receivesAid', is: ['yes'] };

describe('an answer that rules a conditional data point out', () => {
  test.each([
    [employee, 'pensioner', true],
    [employee, 'employed', false],
    [employee, ' employed ', false],
    // No answer yet rules nothing out.
    [employee, undefined, false],
    [employee, null, false],
    [employee, '', false],
    // A yes-or-no answer is kept in the lead as a boolean and named by its radio's value.
    [receivesAid, true, false],
    [receivesAid, false, true],
    [receivesAid, 'yes', false],
    [receivesAid, 'no', true],
  ])('%j, answered %j: ruled out %s', (condition, answer, ruledOut) => {
    expect(rulesOut(condition, answer)).toBe(ruledOut);
  });
});
