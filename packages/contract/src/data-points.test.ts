import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { leavesOf, LeadDataPatchSchema } from './lead-data';
import { LeadDataPaths } from './lead-paths';
import { writtenLeavesOf } from './data-point-leaves-file';
import {
  dataPointTextKey,
  formFieldNamesOf,
  type DataPointSpec,
  type DataPointTable,
} from './data-points';
import { LaterSectionLeaves, LaterTopLevelLeaves } from './later-data-point-leaves';
import { AllDataPoints, LaterDataPoints } from './later-data-points';

describe('the data points defined once', () => {
  test('each is a path of the lead, and its section’s leaves are exactly the table’s', () => {
    for (const path of Object.keys(AllDataPoints)) expect(LeadDataPaths).toContain(path);
    const sections = [
      'personalDetails',
      'contactDetails',
      'otherDetails',
      'incomeDetails',
      'expenses',
      'employer',
      'referenceDetails',
    ];
    for (const section of sections) {
      const inSection = (path: string) => path.startsWith(`${section}.`);
      expect(LeadDataPaths.filter(inSection)).toEqual(Object.keys(AllDataPoints).filter(inSection));
    }
  });

  test('each has a form-field name of its own', () => {
    const names = Object.values(formFieldNamesOf(AllDataPoints));
    expect(new Set(names).size).toBe(names.length);
    expect(formFieldNamesOf(AllDataPoints)['personalDetails.dateOfBirth']).toBe('form_birthday');
  });

  test('the first page’s leaves of the later data points are written from their table', () => {
    // Stale, run `npm run data-points:leaves --workspace packages/contract`.
    // In the table's order: the lead's paths are read from them.
    expect(JSON.stringify({ top: LaterTopLevelLeaves, sections: LaterSectionLeaves })).toBe(
      JSON.stringify(writtenLeavesOf(LaterDataPoints)),
    );
  });

  test('a section’s schema is its kinds’: text, a date, consents; a count within its bounds', () => {
    expect(
      LeadDataPatchSchema.safeParse({
        personalDetails: { firstName: 'Ana', dateOfBirth: '1990-01-01' },
        contactDetails: { marketingConsents: { email: true }, floor: null },
      }).success,
    ).toBe(true);
    expect(LeadDataPatchSchema.safeParse({ personalDetails: { firstName: 1 } }).success).toBe(
      false,
    );
    const table = {
      'pets.count': { kind: 'count', formFieldName: 'x', bounds: { min: 0, max: 3 } },
    } as const;
    const pets = z.strictObject(leavesOf(table, 'pets'));
    expect(pets.safeParse({ count: 3 }).success).toBe(true);
    expect(pets.safeParse({ count: 4 }).success).toBe(false);
  });

  test('its texts are keyed by its path', () => {
    expect(dataPointTextKey('personalDetails.firstName')).toBe('fields>personalDetails>firstName');
  });

  test('an answer it starts from is the same question: its kind, list, rule, bounds and dates', () => {
    const table: DataPointTable = AllDataPoints;
    const starting = Object.entries(table).flatMap(([path, spec]) =>
      (spec.prefilledFrom ?? []).map((from) => [path, from] as const),
    );
    expect(starting.length).toBeGreaterThan(0);
    // A partner's forms ask again what the application asked.
    expect(starting).toContainEqual([
      'wniosek.monthlyHouseholdExpenses',
      'expenses.monthlyExpenses',
    ]);
    expect(starting).toContainEqual(['maritalDetails.maritalStatus', 'otherDetails.maritalStatus']);
    for (const [path, from] of starting) {
      const spec: DataPointSpec | undefined = table[path];
      const earlier: DataPointSpec | undefined = table[from];
      const pair = `${path} <- ${from}`;
      expect(earlier, pair).toBeDefined();
      expect(from, pair).not.toBe(path);
      expect(earlier?.kind, pair).toBe(spec?.kind);
      expect(earlier?.choices?.list, pair).toBe(spec?.choices?.list);
      // An answer the earlier question took passes this one's rule: the same rule, or none here.
      if (spec?.rule) expect(earlier?.rule, pair).toBe(spec.rule);
      if (spec?.bounds) expect(earlier?.bounds, pair).toEqual(spec.bounds);
      if (spec?.dateRange) expect(earlier?.dateRange, pair).toBe(spec.dateRange);
    }
  });
});
