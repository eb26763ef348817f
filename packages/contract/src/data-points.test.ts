import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { leavesOf, LeadDataPatchSchema } from './lead-data';
import { LeadDataPaths } from './lead-paths';
import { DataPoints, dataPointTextKey, formFieldNamesOf } from './data-points';

describe('the data points defined once', () => {
  test('each is a path of the lead, and its section’s leaves are exactly the table’s', () => {
    for (const path of Object.keys(DataPoints)) expect(LeadDataPaths).toContain(path);
    const sections = [
      'personalDetails',
      'contactDetails',
      'expenses',
      'employer',
      'referenceDetails',
    ];
    const fromTable = Object.keys(DataPoints).filter((path) =>
      sections.some((section) => path.startsWith(`${section}.`)),
    );
    const inLead = LeadDataPaths.filter((path) =>
      sections.some((section) => path.startsWith(`${section}.`)),
    );
    expect(inLead).toEqual(fromTable);
  });

  test('each has a form-field name of its own', () => {
    const names = Object.values(formFieldNamesOf(DataPoints));
    expect(new Set(names).size).toBe(names.length);
    expect(formFieldNamesOf(DataPoints)['personalDetails.dateOfBirth']).toBe('form_birthday');
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
});
