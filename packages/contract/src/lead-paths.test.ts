import { describe, expect, test } from 'vitest';
import { LeadDataSchema } from './lead-data.js';
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

  test('are every data point of the lead schema, read from the same leaves', () => {
    interface Node {
      _zod: { def: { type: string; innerType?: Node; shape?: Record<string, Node> } };
    }
    const unwrap = (node: Node): Node =>
      node._zod.def.innerType ? unwrap(node._zod.def.innerType) : node;
    const fromSchema = Object.entries(
      (LeadDataSchema as unknown as Node)._zod.def.shape ?? {},
    ).flatMap(([key, node]) => {
      const { type, shape } = unwrap(node)._zod.def;
      return type === 'object' && shape
        ? Object.keys(shape).map((leaf) => `${key}.${leaf}`)
        : [key];
    });
    expect(LeadDataPaths).toEqual(fromSchema);
  });
});
