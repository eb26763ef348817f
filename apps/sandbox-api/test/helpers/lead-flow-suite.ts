import { ApplicationState, LeadAnswerSchema } from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/database.js';
import {
  createLead,
  leadStatus,
  product,
  sendJson,
  standing,
  updateLead,
} from './lead-requests.js';
import { countLeads, emptyTables, storedData } from './test-database.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The lead API's behaviour, run against each database adapter so PGlite and PostgreSQL (`pg`)
 * are held to the same answers.
 */
export function describeLeadFlow(setup: () => { app: FastifyInstance; db: Database }): void {
  describe('lead flow', () => {
    beforeEach(async () => {
      await emptyTables(setup().db);
    });

    test('a create with amount and period answers 201 at PERSONAL_DETAILS, and status returns it', async () => {
      const { app } = setup();
      const before = Date.now();
      const response = await sendJson(app, 'POST', '/v3/lead', {
        product,
        amount: 500,
        period: 61,
      });

      expect(response.statusCode).toBe(201);
      const answer = LeadAnswerSchema.parse(response.json());
      expect(answer.applicationState).toBe(ApplicationState.PERSONAL_DETAILS);
      expect(answer.leadStatus).toBe(1);
      const expiresIn = Date.parse(answer.expiresAt) - before;
      expect(expiresIn).toBeGreaterThanOrEqual(DAY_MS - 1000);
      expect(expiresIn).toBeLessThanOrEqual(DAY_MS + 5000);

      const status = await app.inject({ method: 'GET', url: `/lead/status/${answer.id}` });
      expect(status.statusCode).toBe(200);
      expect(status.json()).toEqual({ ...standing(answer), revision: 1 });
      // The tests' client proposed the lead's write secret, as the front end does: none comes back.
      expect(answer).not.toHaveProperty('writeSecret');
    });

    test('a create without amount and period starts at LOAN_INFORMATION', async () => {
      const answer = await createLead(setup().app, {
        contactDetails: { email: 'ana@example.com' },
      });
      expect(answer.applicationState).toBe(ApplicationState.LOAN_INFORMATION);
    });

    test('stores the data points without the product identifier', async () => {
      const { app, db } = setup();
      const answer = await createLead(app, { amount: 300, period: 70, tags: ['ui'] });
      expect(await storedData(db, answer.id)).toEqual({ amount: 300, period: 70, tags: ['ui'] });
    });

    test('PUT deep-merges sections, replaces arrays and advances the state', async () => {
      const { app, db } = setup();
      const created = await createLead(app, {
        amount: 500,
        period: 61,
        tags: ['ui', 'a'],
        personalDetails: { firstName: 'Ana' },
      });
      expect(created.applicationState).toBe(ApplicationState.CONTACT_DETAILS);

      const response = await sendJson(app, 'PUT', '/v3/lead', {
        product,
        id: created.id,
        tags: ['b'],
        personalDetails: { lastName: 'Ruiz' },
        contactDetails: { email: 'ana@example.com', marketingConsents: { email: true } },
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        ...standing(created),
        applicationState: ApplicationState.INCOME_DETAILS,
        revision: 2,
      });
      expect(await storedData(db, created.id)).toEqual({
        amount: 500,
        period: 61,
        tags: ['b'],
        personalDetails: { firstName: 'Ana', lastName: 'Ruiz' },
        contactDetails: { email: 'ana@example.com', marketingConsents: { email: true } },
      });
      const status = await app.inject({ method: 'GET', url: `/lead/status/${created.id}` });
      expect(status.json()).toMatchObject({ applicationState: ApplicationState.INCOME_DETAILS });
    });

    test('PUT with null removes a stored answer, and only that one', async () => {
      const { app, db } = setup();
      const created = await createLead(app, {
        amount: 500,
        period: 61,
        tags: ['ui'],
        personalDetails: { firstName: 'Ana', middleName: 'Luisa' },
        otherDetails: { numberOfDependants: 2, hasBankAccount: true },
      });

      const response = await sendJson(app, 'PUT', '/v3/lead', {
        product,
        id: created.id,
        tags: null,
        personalDetails: { middleName: null },
        otherDetails: { numberOfDependants: null },
      });

      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).not.toHaveProperty('middleName');
      const stored = await storedData(db, created.id);
      expect(stored).toEqual({
        amount: 500,
        period: 61,
        personalDetails: { firstName: 'Ana' },
        otherDetails: { hasBankAccount: true },
      });
      expect(JSON.stringify(stored)).not.toContain('null');
      const status = await leadStatus(app, created.id);
      expect(status.applicationState).toBe(created.applicationState);
    });

    test('a create with null answers stores no null', async () => {
      const { app, db } = setup();
      const created = await createLead(app, {
        amount: 500,
        period: 61,
        personalDetails: { firstName: 'Ana', middleName: null },
      });
      expect(await storedData(db, created.id)).toEqual({
        amount: 500,
        period: 61,
        personalDetails: { firstName: 'Ana' },
      });
    });

    test('null for a whole section is refused, and nothing is written', async () => {
      const { app, db } = setup();
      const created = await createLead(app, { amount: 500, personalDetails: { firstName: 'Ana' } });
      const response = await sendJson(app, 'PUT', '/v3/lead', {
        product,
        id: created.id,
        personalDetails: null,
      });
      expect(response.statusCode).toBe(400);
      expect(await storedData(db, created.id)).toEqual({
        amount: 500,
        personalDetails: { firstName: 'Ana' },
      });
    });

    test('walks the classic order to CHECKING, one PUT per section, on the v2 paths too', async () => {
      const { app } = setup();
      const created = await createLead(app, {}, { path: '/v2/lead' });
      const steps: [Record<string, unknown>, ApplicationState][] = [
        [{ amount: 400, period: 65 }, ApplicationState.PERSONAL_DETAILS],
        [{ personalDetails: { firstName: 'Ana' } }, ApplicationState.CONTACT_DETAILS],
        [{ contactDetails: { phoneNumber: '600000000' } }, ApplicationState.INCOME_DETAILS],
        [{ incomeDetails: { monthlyIncome: 1500 } }, ApplicationState.OTHER_INFORMATION],
        [{ otherDetails: { loanPurpose: 'car' } }, ApplicationState.REFERENCE_INFORMATION],
        [{ referenceDetails: { name: 'Luis' } }, ApplicationState.CHECKING],
      ];
      for (const [data, expected] of steps) {
        const response = await sendJson(app, 'PUT', '/v2/lead', {
          product,
          id: created.id,
          ...data,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ id: created.id, applicationState: expected });
      }
    });

    test('checking: the decision is stored on entering CHECKING and shows on the third status call', async () => {
      const { app } = setup();
      const created = await createLead(app, {
        amount: 500,
        period: 61,
        personalDetails: { firstName: 'Ana' },
        contactDetails: { email: 'ana+redirectpost@example.com' },
        incomeDetails: { monthlyIncome: 1500 },
        otherDetails: { loanPurpose: 'car' },
      });
      expect(created.applicationState).toBe(ApplicationState.REFERENCE_INFORMATION);
      const checking = await updateLead(app, created.id, { referenceDetails: { name: 'Luis' } });
      expect(standing(checking)).toEqual({
        ...standing(created),
        applicationState: ApplicationState.CHECKING,
      });

      const polls = [];
      for (let call = 0; call < 4; call += 1) polls.push(await leadStatus(app, created.id));
      const redirected = {
        ...standing(created),
        applicationState: ApplicationState.REDIRECTED,
        redirectUrl: expect.stringMatching(/^https:\/\/partner\.example\/apply\?ref=[0-9a-f]{32}$/),
        redirectMethod: 'POST',
      };
      expect(polls.map(standing)).toEqual([
        standing(checking),
        standing(checking),
        redirected,
        redirected,
      ]);
    });

    test('the same idempotency key answers the first create again and writes nothing new', async () => {
      const { app, db } = setup();
      const first = await sendJson(
        app,
        'POST',
        '/v3/lead',
        { product, amount: 500, period: 61 },
        {
          'idempotency-key': 'key-1',
        },
      );
      const again = await sendJson(
        app,
        'POST',
        '/v3/lead',
        { product, amount: 500, period: 61 },
        {
          'idempotency-key': 'key-1',
        },
      );

      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(await countLeads(db)).toBe(1);
    });

    test('different idempotency keys create different leads', async () => {
      const { app, db } = setup();
      const one = await createLead(app, {}, { idempotencyKey: 'key-a' });
      const two = await createLead(app, {}, { idempotencyKey: 'key-b' });
      expect(one.id).not.toBe(two.id);
      expect(await countLeads(db)).toBe(2);
    });

    test('concurrent creates with one key make one lead', async () => {
      const { app, db } = setup();
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          createLead(app, { amount: 200, period: 61 }, { idempotencyKey: 'race' }),
        ),
      );
      expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
      expect(await countLeads(db)).toBe(1);
    });

    test('PUT and status of an unknown id answer 404 lead_not_found', async () => {
      const { app, db } = setup();
      const id = '3f1c8a52-6a55-4a8e-9d0e-2b7c1d1e0f00';
      const put = await sendJson(app, 'PUT', '/v3/lead', { product, id, amount: 100 });
      const status = await app.inject({ method: 'GET', url: `/lead/status/${id}` });

      for (const response of [put, status]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ error: { code: 'lead_not_found', field: 'id' } });
      }
      expect(await countLeads(db)).toBe(0);
    });
  });
}
