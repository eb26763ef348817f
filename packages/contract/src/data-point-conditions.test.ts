import { describe, expect, test } from 'vitest';
import { conditionsOf, isAskedOn } from './condition-chain.js';
import { ruledOutBy, type DataPointCondition } from './data-point-conditions.js';
import { AllDataPoints } from './later-data-points.js';
import { PositionTypes } from './choice-lists.js';
import { valueAt } from './data-point-check.js';

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
    expect(ruledOutBy(condition, answer, (data) => data) !== undefined).toBe(ruledOut);
  });
});

describe('a condition that goes on to a second one (`and`): both must hold', () => {
  const contractEnd: DataPointCondition | undefined =
    AllDataPoints['incomeDetails.incomeContractExpiresAt']?.when;
  if (!contractEnd) throw new Error('The contract’s end date has no condition');
  const answers = (incomeSource?: string, positionType?: string) => ({
    incomeDetails: { incomeSource, positionType },
  });
  const at = (data: unknown, path: string) => valueAt(data, path);

  test.each([
    ['employed', 'fixedTerm', undefined, true],
    // A kind the lead API serves and this build does not know (Spain's training contract).
    ['employed', 'training', undefined, true],
    ['employed', 'permanent', 'incomeDetails.positionType', false],
    ['employed', 'fixedDiscontinuous', 'incomeDetails.positionType', false],
    // A fixed term kept from before the income turned out to be a pension.
    ['pensioner', 'fixedTerm', 'incomeDetails.incomeSource', false],
    ['pensioner', undefined, 'incomeDetails.incomeSource', false],
    // The type not given yet: nothing rules the end date out, nor asks it yet.
    ['employed', undefined, undefined, false],
  ])(
    'the contract’s end date of %s on a %s contract: ruled out by %s, asked %s',
    (source, type, by, asked) => {
      expect(ruledOutBy(contractEnd, answers(source, type), at)?.path).toBe(by);
      expect(isAskedOn(contractEnd, answers(source, type), at)).toBe(asked);
    },
  );

  test('the end date is asked on every type of contract of every country but an open-ended one', () => {
    const types = [PositionTypes.values, ...Object.values(PositionTypes.byCountry ?? {})].flat();
    const asked = new Set(
      types.filter((type) => isAskedOn(contractEnd, answers('employed', type), at)),
    );
    expect([...new Set(types)].filter((type) => !asked.has(type)).sort()).toEqual([
      'fixedDiscontinuous',
      'permanent',
    ]);
  });

  test('names every answer it reads, its own first', () => {
    expect(conditionsOf(contractEnd).map((condition) => condition.path)).toEqual([
      'incomeDetails.positionType',
      'incomeDetails.incomeSource',
    ]);
    expect(conditionsOf(undefined)).toEqual([]);
  });
});
