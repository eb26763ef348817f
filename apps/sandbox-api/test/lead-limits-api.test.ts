import { randomBytes } from 'node:crypto';
import { ApiErrorBodySchema } from '@lf/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { MAX_LEAD_DATA_BYTES } from '../src/leads/lead-size.js';
import { createLead, product, sendJson, updateLead } from './helpers/lead-requests.js';
import { emptyTables, openTestDatabase, storedData } from './helpers/test-database.js';

let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openTestDatabase();
  // A long run of updates of one lead is this file's point: the limits of a lead and of a
  // credential (abuse-limits-api.test.ts) would stop it.
  app = buildApp({
    db,
    corsOrigins: [],
    leadRateLimitPerMinute: 0,
    credentialRateLimitPerMinute: 0,
  });
});

afterAll(async () => {
  await app.close();
  await db.close();
});

beforeEach(async () => {
  await emptyTables(db);
});

function errorOf(response: LightMyRequestResponse) {
  return ApiErrorBodySchema.parse(response.json()).error;
}

const put = (id: string, body: Record<string, unknown>) =>
  sendJson(app, 'PUT', '/v3/lead', { product, id, ...body });

describe('a lead cannot grow without limit', () => {
  test('a set of consents holds at most 50 keys', async () => {
    const lead = await createLead(app, {});
    const consents = Object.fromEntries(
      Array.from({ length: 51 }, (_, i) => [`channel${i}`, true]),
    );
    const response = await put(lead.id, { contactDetails: { marketingConsents: consents } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'invalid_body',
      field: 'contactDetails.marketingConsents',
    });
  });

  test('a consent key is a short identifier, not free text', async () => {
    const lead = await createLead(app, {});
    for (const key of ['x'.repeat(51), 'has space', '__proto__x', '']) {
      const response = await put(lead.id, { policies: { [key]: true } });
      expect(response.statusCode, key).toBe(400);
      expect(errorOf(response).field, key).toMatch(/^policies/);
    }
    expect(await storedData(db, lead.id)).not.toHaveProperty('policies');
  });

  test('updates that would make the lead larger than the limit are refused, and keep it as it was', async () => {
    const lead = await createLead(app, {});
    const half = 'x'.repeat(500);
    const fields = (names: readonly string[]) =>
      Object.fromEntries(names.map((name) => [name, half]));
    // Each request is small; together they pass the limit.
    await updateLead(app, lead.id, { tags: Array.from({ length: 50 }, () => half) });
    // Answers of text (a choice's must be one of its list's values).
    await updateLead(app, lead.id, {
      otherDetails: fields([
        'cityOfBirth',
        'idCardNumber',
        'idCardIssuedAuthority',
        'vehicleLicensePlateNumber',
      ]),
      incomeDetails: fields(['jobTitle', 'iban', 'workPhone', 'salaryCycleValue', 'pensionPayer']),
    });
    const before = await storedData(db, lead.id);
    const response = await put(lead.id, {
      personalDetails: fields(['firstName', 'middleName', 'lastName', 'secondLastName']),
      employer: fields(['name', 'taxRegistryCode', 'postalCode', 'province', 'city', 'street']),
      referenceDetails: fields(['type', 'name', 'phoneNumber']),
      wniosek: fields(['idCardNumber', 'mothersMaidenName', 'bankAccountNumber', 'employerName']),
      bankAccount: fields(['accountNumber', 'holderName']),
      vehicle: fields(['make', 'model', 'registrationNumber']),
      contactDetails: fields(['email', 'street', 'city', 'province', 'district', 'suburb']),
      additionalEmployment: fields(['contractType', 'industry', 'employerPhone']),
      additionalPersonalDetails: fields(['placeOfBirth', 'nationality', 'previousCity']),
      professionalDetails: fields(['profession', 'sector', 'contractType']),
      maritalDetails: fields(['maritalStatus', 'spouseFirstName', 'spouseLastName']),
      metaPixel: fields(['fbp', 'fbc']),
      tikTokPixel: fields(['ttp', 'ttclid']),
      googleClick: fields(['gclid', 'gclidAt', 'gbraid', 'wbraid']),
      affiliateReferenceParams: fields(['attribute', 'subId', 'transactionId']),
      leadSource: half,
      sellingTierGlobalId: half,
      financingOption: half,
      recaptchalabel: half,
    });
    expect(response.statusCode, response.body).toBe(413);
    expect(errorOf(response).code).toBe('payload_too_large');
    expect(JSON.stringify(before).length).toBeLessThan(MAX_LEAD_DATA_BYTES);
    expect(await storedData(db, lead.id)).toEqual(before);
  });

  test('a create larger than the limit is refused', async () => {
    const half = 'x'.repeat(500);
    const fields = (names: readonly string[]) =>
      Object.fromEntries(names.map((name) => [name, half]));
    const body = {
      tags: Array.from({ length: 50 }, () => half),
      otherDetails: fields(['loanPurpose', 'maritalStatus', 'education', 'housingTenure']),
      incomeDetails: fields(['incomeSource', 'jobArea', 'jobTitle', 'iban', 'positionType']),
      personalDetails: fields(['firstName', 'middleName', 'lastName', 'secondLastName']),
      employer: fields(['name', 'taxRegistryCode', 'postalCode', 'province', 'city', 'street']),
      wniosek: fields(['idCardNumber', 'mothersMaidenName', 'bankAccountNumber', 'employerName']),
      contactDetails: fields(['email', 'street', 'city', 'province', 'district', 'suburb']),
      additionalEmployment: fields(['contractType', 'industry', 'employerPhone']),
      additionalPersonalDetails: fields(['placeOfBirth', 'nationality', 'previousCity']),
      professionalDetails: fields(['profession', 'sector', 'contractType']),
      maritalDetails: fields(['maritalStatus', 'spouseFirstName', 'spouseLastName']),
      googleClick: fields(['gclid', 'gclidAt', 'gbraid', 'wbraid']),
      affiliateReferenceParams: fields(['attribute', 'subId', 'transactionId']),
      vehicle: fields(['make', 'model', 'registrationNumber']),
    };
    const response = await sendJson(app, 'POST', '/v3/lead', { product, ...body });
    expect(response.statusCode, response.body).toBe(413);
    expect(errorOf(response).code).toBe('payload_too_large');
  });

  test('dead row versions are reclaimed, so a long run of updates keeps the table bounded', async () => {
    const lead = await createLead(app, {});
    const size = async () => {
      const rows = await db.query<{ size: number }>(
        "SELECT pg_total_relation_size('leads')::int AS size",
      );
      return rows[0]?.size ?? 0;
    };
    // Random text, which the database cannot compress away.
    const tags = () => Array.from({ length: 40 }, () => randomBytes(240).toString('hex'));
    for (let n = 0; n < 60; n += 1) await updateLead(app, lead.id, { tags: tags() });
    const settled = await size();
    for (let n = 60; n < 400; n += 1) await updateLead(app, lead.id, { tags: tags() });
    // Without reclaiming, each update leaves ~20 KB behind: 340 more would add ~7 MB.
    const after = await size();
    expect(after).toBeLessThan(settled + 2 * 1024 * 1024);
  }, 60_000);
});

describe('text the database cannot hold is refused as a field error, never a 500', () => {
  const cases = [
    {
      name: 'NUL in a name',
      body: { personalDetails: { firstName: 'Ana\u0000' } },
      field: 'personalDetails.firstName',
    },
    {
      name: 'a lone high surrogate',
      body: { contactDetails: { city: 'Lima\uD800' } },
      field: 'contactDetails.city',
    },
    { name: 'a lone low surrogate', body: { tags: ['\uDC00'] }, field: 'tags.0' },
    { name: 'NUL in a consent key', body: { policies: { 'a\u0000': true } }, field: 'policies' },
    {
      name: 'a lone surrogate in a date',
      body: { sessionStartedAt: '2026\uD83D' },
      field: 'sessionStartedAt',
    },
  ];

  test.each(cases)('on update: $name', async ({ body, field }) => {
    const lead = await createLead(app, {});
    const response = await put(lead.id, body);
    expect(response.statusCode, response.body).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('invalid_body');
    expect(error.field?.startsWith(field), error.field).toBe(true);
  });

  test.each(cases)('on create: $name', async ({ body, field }) => {
    const response = await sendJson(app, 'POST', '/v3/lead', { product, ...body });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).field?.startsWith(field)).toBe(true);
  });

  test('a NUL in the product is refused', async () => {
    const response = await sendJson(app, 'POST', '/v3/lead', { product: 'p\u0000' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).field).toBe('product');
  });

  // Free text with no format of its own (a name's format takes letters only: decision 0042).
  test('a pair of surrogates (an emoji) is kept', async () => {
    const lead = await createLead(app, { leadSource: 'Ana 😀' });
    expect(await storedData(db, lead.id)).toMatchObject({ leadSource: 'Ana 😀' });
  });
});
