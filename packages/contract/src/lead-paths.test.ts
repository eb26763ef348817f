import { describe, expect, test } from 'vitest';
import { isLeadPath, LeadDataPaths, type LeadPath } from './lead-paths.js';

describe('lead data paths', () => {
  test('name each data point of a group by its dotted path, and free records as one point', () => {
    expect(LeadDataPaths).toContain('personalDetails.firstName');
    expect(LeadDataPaths).toContain('contactDetails.marketingConsents');
    expect(LeadDataPaths).toContain('policies');
    expect(LeadDataPaths).not.toContain('personalDetails');
  });

  test('refuse a path the contract does not have', () => {
    expect(isLeadPath('personalDetails.firstname')).toBe(false);
    expect(isLeadPath('personalDetails.firstName')).toBe(true);
  });

  test('the type and the list agree', () => {
    const path: LeadPath = 'incomeDetails.incomePayday';
    // @ts-expect-error a mistyped path is a type error
    const wrong: LeadPath = 'incomeDetails.payday';
    expect([path, wrong].map(isLeadPath)).toEqual([true, false]);
  });
});
