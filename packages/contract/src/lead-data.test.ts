import { describe, expect, test, vi } from 'vitest';
import { LeadCreateRequestSchema, LeadUpdateRequestSchema } from './lead-api';
import { schemasMadeBy } from './testing/schemas-made';
import {
  LeadDataPatchSchema,
  LeadDataSchema,
  SessionIdSchema,
  type LeadData,
  type LeadDataPatch,
} from './lead-data';

const id = '3f1c8a52-6a55-4a8e-9d0e-2b7c1d1e0f00';
const update = (data: Record<string, unknown>) =>
  LeadUpdateRequestSchema.safeParse({ product: 'x', id, ...data }).success;
const create = (data: Record<string, unknown>) =>
  LeadCreateRequestSchema.safeParse({ product: 'x', ...data }).success;

describe('clearing an answer', () => {
  test.each([
    ['a top-level answer', { sellingTierGlobalId: null }],
    ['a number', { monthlyPaymentDay: null }],
    ['a text in a section', { personalDetails: { middleName: null } }],
    ['a number in a section', { otherDetails: { numberOfDependants: null } }],
    ['an amount in a section', { expenses: { rentAmount: null } }],
    ['a yes/no answer', { otherDetails: { hasBankAccount: null } }],
    ['a list', { tags: null }],
    ['a set of consents', { contactDetails: { marketingConsents: null } }],
  ])('an update may send null for %s, meaning "remove this answer"', (_, data) => {
    expect(update(data)).toBe(true);
    expect(create(data)).toBe(true);
  });

  test.each([
    ['the product identifier', { product: null }],
    ['the lead id', { id: null }],
    ['a whole section', { personalDetails: null }],
    ['one consent inside the set', { contactDetails: { marketingConsents: { email: null } } }],
    ['an entry of a list', { tags: ['a', null] }],
  ])('null is refused for %s', (_, data) => {
    expect(update(data)).toBe(false);
  });

  test('the stored lead has no nulls: the data schema refuses them', () => {
    expect(LeadDataSchema.safeParse({ personalDetails: { middleName: null } }).success).toBe(false);
    expect(LeadDataSchema.safeParse({ personalDetails: { middleName: 'Luis' } }).success).toBe(
      true,
    );
  });
});

describe('session id', () => {
  test.each([
    '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f',
    '6F1C1F3E-2B7A-4C55-9D8E-0A1B2C3D4E5F',
    '6f1c1f3e-2b7a-0c55-1d8e-0a1b2c3d4e5f',
    '6f1c1f3e-2b7a-9c55-cd8e-0a1b2c3d4e5f',
  ])('takes any 8-4-4-4-12 hex id, whatever its version and variant: %s', (sessionId) => {
    expect(SessionIdSchema.safeParse(sessionId).success).toBe(true);
    expect(LeadDataSchema.safeParse({ sessionId }).success).toBe(true);
  });

  test.each([
    '',
    '6f1c1f3e2b7a4c559d8e0a1b2c3d4e5f',
    '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5g',
    ' 6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f',
  ])('refuses what is not 8-4-4-4-12 hex: "%s"', (sessionId) => {
    expect(LeadDataSchema.safeParse({ sessionId }).success).toBe(false);
  });
});

describe('the types', () => {
  test('a patch may carry null for an answer; stored data may not', () => {
    const patch: LeadDataPatch = { personalDetails: { middleName: null }, tags: null };
    // @ts-expect-error a stored lead never holds null
    const stored: LeadData = { personalDetails: { middleName: null } };
    expect(LeadDataPatchSchema.safeParse(patch).success).toBe(true);
    expect(LeadDataSchema.safeParse(stored).success).toBe(false);
  });
});

describe('the leaves’ wrappers', () => {
  // Made once per leaf schema, not once per leaf: a few hundred of them were most of what this
  // module cost to load on the first page (issue 13).
  test('two text leaves share one optional wrapper, and one clearable wrapper', () => {
    const stored = LeadDataSchema._zod.def.shape.personalDetails._zod.def.innerType._zod.def.shape;
    expect(stored.firstName).toBe(stored.lastName);
    const patch =
      LeadDataPatchSchema._zod.def.shape.contactDetails._zod.def.innerType._zod.def.shape;
    expect(patch.city).toBe(patch.street);
    expect(patch.city).not.toBe(stored.firstName);
  });
});

describe('the sections’ schemas', () => {
  // The first page evaluates this module and checks no lead: the sections' schemas are made
  // when a lead is checked, not on import (issue 13).
  test('are made when a lead is first checked, once', async () => {
    vi.resetModules();
    const contract = await import('./lead-data');
    // An empty entry in every section of the lead.
    const lead = Object.fromEntries(
      contract.LEAD_DATA_PATH_LIST.filter((path) => path.includes('.')).map((path) => [
        path.split('.')[0],
        {},
      ]),
    );
    const onFirstCheck = await schemasMadeBy(() => contract.LeadDataSchema.parse(lead));
    const onSecondCheck = await schemasMadeBy(() => contract.LeadDataSchema.parse(lead));

    expect(Object.keys(lead)).toHaveLength(24);
    expect(onFirstCheck).toBeGreaterThanOrEqual(2 * 24);
    expect(onSecondCheck).toBe(0);
  });

  test('check a lead as before: each section strict, each leaf its own type', () => {
    expect(LeadDataSchema.safeParse({ personalDetails: { firstName: 'Ana' } }).success).toBe(true);
    expect(LeadDataSchema.safeParse({ personalDetails: { firstname: 'Ana' } }).success).toBe(false);
    expect(LeadDataPatchSchema.safeParse({ expenses: { rentAmount: 'ten' } }).success).toBe(false);
    expect(LeadDataPatchSchema.safeParse({ expenses: { rentAmount: null } }).success).toBe(true);
  });
});
