import { ApiErrorBodySchema, type FieldError } from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { createLead, sendJson, updateLead } from './helpers/lead-requests.js';
import { openTestDatabase, storedData } from './helpers/test-database.js';

/*
 * The checks that are code, not a format (decision 0042's last addendum): a request sent straight
 * to the lead API is checked as the brand's page checks the answer, by the contract's functions,
 * in the product's country. Before, an invalid DNI, IBAN or phone number was stored.
 */

let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openTestDatabase();
  app = buildApp({ db, corsOrigins: [], leadRateLimitPerMinute: 0 });
});

afterAll(async () => {
  await app.close();
  await db.close();
});

const SPAIN = { product: 'default-es' };

/** A Spanish lead with a birth date, as its first pages leave it. */
async function spanishLead(): Promise<string> {
  const { id } = await createLead(app, {
    ...SPAIN,
    amount: 500,
    period: 61,
    personalDetails: { firstName: 'Ana', lastName: 'Ruiz', dateOfBirth: '1990-04-12' },
  });
  return id;
}

/** The field errors of an update the lead API refuses with 422 `invalid_body`. */
async function refusedUpdate(id: string, body: Record<string, unknown>): Promise<FieldError[]> {
  const response = await sendJson(app, 'PUT', '/v3/lead', { ...SPAIN, id, ...body });
  expect(response.statusCode, response.body).toBe(422);
  const { error } = ApiErrorBodySchema.parse(response.json());
  expect(error.code).toBe('invalid_body');
  return error.fieldErrors ?? [];
}

describe('an update is checked by its data points’ rules in the product’s country', () => {
  test.each([
    [
      'a DNI whose letter is wrong',
      'personalDetails',
      'personalCode',
      '12345678A',
      '12345678Z',
      'validation>personalCodeCheckDigit',
    ],
    [
      'an IBAN whose check digits are wrong',
      'incomeDetails',
      'iban',
      'ES9121000418450200051333',
      'ES91 2100 0418 4502 0005 1332',
      'validation>ibanCheckDigit',
    ],
    [
      'a German phone number for a Spanish brand',
      'contactDetails',
      'phoneNumber',
      '+4915112345678',
      '+34612345678',
      'validation>phoneNumberCountry',
    ],
    [
      'a Spanish landline as the mobile number',
      'contactDetails',
      'phoneNumber',
      '+34912345678',
      '+34612345678',
      'validation>phoneNumberNotMobile',
    ],
  ])(
    '%s is refused at its path; the valid one is stored',
    async (_, section, key, wrong, right, messageKey) => {
      const id = await spanishLead();
      expect(await refusedUpdate(id, { [section]: { [key]: wrong } })).toEqual([
        {
          fieldName: `${section}.${key}`,
          code: 'invalid_format',
          message: `Fails its check (${messageKey})`,
        },
      ]);
      await updateLead(app, id, { ...SPAIN, [section]: { [key]: right } });
      expect(await storedData(db, id)).toMatchObject({ [section]: { [key]: right } });
    },
  );
});

describe('an update is checked against the lead it would make', () => {
  test('a job begun before the applicant (born 1990, stored) was 14 is refused; a later one is stored', async () => {
    const id = await spanishLead();
    expect(
      await refusedUpdate(id, { incomeDetails: { incomeContractStartedAt: '2001-09-01' } }),
    ).toEqual([
      {
        fieldName: 'incomeDetails.incomeContractStartedAt',
        code: 'not_accepted',
        message: "Cannot be true with the lead's other answers (validation>dateBeforeWorkingAge)",
      },
    ]);
    await updateLead(app, id, {
      ...SPAIN,
      incomeDetails: { incomeContractStartedAt: '2012-09-01' },
    });
    expect(await storedData(db, id)).toMatchObject({
      incomeDetails: { incomeContractStartedAt: '2012-09-01' },
    });
  });

  test('a province other than the one the postcode names is refused on the province', async () => {
    const id = await spanishLead();
    expect(
      await refusedUpdate(id, { contactDetails: { postalCode: '08001', province: 'Madrid' } }),
    ).toEqual([
      {
        fieldName: 'contactDetails.province',
        code: 'not_accepted',
        message: "Cannot be true with the lead's other answers (validation>postcodeProvince)",
      },
    ]);
    await updateLead(app, id, {
      ...SPAIN,
      contactDetails: { postalCode: '08001', province: 'Barcelona' },
    });
    expect(await storedData(db, id)).toMatchObject({
      contactDetails: { postalCode: '08001', province: 'Barcelona' },
    });
  });

  test('a move-in before the birth date sent in the same request is refused', async () => {
    const { id } = await createLead(app, { ...SPAIN, amount: 500, period: 61 });
    const fieldErrors = await refusedUpdate(id, {
      personalDetails: { dateOfBirth: '1990-04-12' },
      otherDetails: { housingTenureSinceDate: '1989-12-01' },
    });
    expect(fieldErrors).toEqual([
      expect.objectContaining({
        fieldName: 'otherDetails.housingTenureSinceDate',
        code: 'not_accepted',
      }),
    ]);
  });

  test('a reference’s phone that is the applicant’s own, written otherwise, is refused', async () => {
    const id = await spanishLead();
    await updateLead(app, id, { ...SPAIN, contactDetails: { phoneNumber: '+34612345678' } });
    expect(
      await refusedUpdate(id, {
        referenceDetails: { name: 'Luis Gómez', phoneNumber: '612 34 56 78' },
      }),
    ).toEqual([
      expect.objectContaining({ fieldName: 'referenceDetails.phoneNumber', code: 'not_accepted' }),
    ]);
  });

  test('a CNP that says another birth date than the lead’s is refused in Romania', async () => {
    const { id } = await createLead(app, {
      product: 'lei-rapid-ro',
      amount: 1000,
      period: 61,
      personalDetails: { dateOfBirth: '1990-04-12' },
    });
    // 1 900412 … is born 12 April 1990; 1 910412 … a year later. Both have a right control digit.
    const response = await sendJson(app, 'PUT', '/v3/lead', {
      product: 'lei-rapid-ro',
      id,
      personalDetails: { personalCode: '1910412400011' },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(ApiErrorBodySchema.parse(response.json()).error.fieldErrors).toEqual([
      expect.objectContaining({
        fieldName: 'personalDetails.personalCode',
        message: expect.stringContaining('validation>personalCodeBirthDateMismatch'),
      }),
    ]);
    await updateLead(app, id, {
      product: 'lei-rapid-ro',
      personalDetails: { personalCode: '1900412400011' },
    });
  });
});

describe('a birth date is held to its age bounds', () => {
  /** The date `years` years before today (UTC), give or take `days`. */
  const bornYearsAgo = (years: number, days = 0) => {
    const date = new Date();
    date.setUTCFullYear(date.getUTCFullYear() - years);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };

  test('an applicant of 17 is refused; one of 18 is stored', async () => {
    const { id } = await createLead(app, { ...SPAIN, amount: 500, period: 61 });
    // A week short of 18 on every calendar on earth.
    expect(
      await refusedUpdate(id, { personalDetails: { dateOfBirth: bornYearsAgo(18, 7) } }),
    ).toEqual([
      {
        fieldName: 'personalDetails.dateOfBirth',
        code: 'not_accepted',
        message: 'Outside its age bounds (validation>tooYoung)',
      },
    ]);
    await updateLead(app, id, { ...SPAIN, personalDetails: { dateOfBirth: bornYearsAgo(18, -7) } });
    expect(await storedData(db, id)).toMatchObject({
      personalDetails: { dateOfBirth: bornYearsAgo(18, -7) },
    });
  });

  test('a create with an applicant of 101 is refused, and so is a spouse born two years ago', async () => {
    const old = await sendJson(app, 'POST', '/v3/lead', {
      ...SPAIN,
      amount: 500,
      period: 61,
      personalDetails: { dateOfBirth: bornYearsAgo(101, -7) },
    });
    expect(old.statusCode, old.body).toBe(422);
    expect(ApiErrorBodySchema.parse(old.json()).error.fieldErrors).toEqual([
      expect.objectContaining({
        fieldName: 'personalDetails.dateOfBirth',
        message: expect.stringContaining('validation>tooOld'),
      }),
    ]);
    const id = await spanishLead();
    expect(
      await refusedUpdate(id, { maritalDetails: { spouseDateOfBirth: bornYearsAgo(2) } }),
    ).toEqual([
      expect.objectContaining({
        fieldName: 'maritalDetails.spouseDateOfBirth',
        message: expect.stringContaining('validation>ageAtLeast'),
      }),
    ]);
  });
});

describe('a debt amount is held to the bound of the product’s country', () => {
  test('1,500 pesos overdue is stored for a Mexican brand; over its 20,000 is refused', async () => {
    const MEXICO = { product: 'presta-ya-mx' };
    const { id } = await createLead(app, { ...MEXICO, amount: 5000, period: 61 });
    const over = await sendJson(app, 'PUT', '/v3/lead', {
      ...MEXICO,
      id,
      otherDetails: { overdueDebtAmount: 20_001 },
    });
    expect(over.statusCode, over.body).toBe(422);
    expect(ApiErrorBodySchema.parse(over.json()).error.fieldErrors).toEqual([
      {
        fieldName: 'otherDetails.overdueDebtAmount',
        code: 'invalid_format',
        message: 'Fails its check (validation>amountRange)',
      },
    ]);
    await updateLead(app, id, { ...MEXICO, otherDetails: { overdueDebtAmount: 1500 } });
    expect(await storedData(db, id)).toMatchObject({ otherDetails: { overdueDebtAmount: 1500 } });
  });
});

describe('a street is held to the format of the product’s country', () => {
  test('"#7 Mabini" is stored for a Philippine brand; a Spanish brand refuses "Calle Mayor #5"', async () => {
    const PHILIPPINES = { product: 'pesolend-ph' };
    const { id } = await createLead(app, { ...PHILIPPINES, amount: 5000, period: 61 });
    await updateLead(app, id, { ...PHILIPPINES, contactDetails: { street: '#7 Mabini' } });
    expect(await storedData(db, id)).toMatchObject({ contactDetails: { street: '#7 Mabini' } });

    expect(
      await refusedUpdate(await spanishLead(), { contactDetails: { street: 'Calle Mayor #5' } }),
    ).toEqual([
      {
        fieldName: 'contactDetails.street',
        code: 'invalid_format',
        message: 'Does not match its format (validation>streetFormat)',
      },
    ]);
  });
});
