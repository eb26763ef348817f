import {
  ApiErrorBodySchema,
  DATAPOINTS_PATH,
  DataPointsAnswerSchema,
  LeadDataPaths,
  WRITE_SECRET_HEADER,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { createLead, sendJson, updateLead } from './lead-requests.js';
import { emptyTables, storedData } from './test-database.js';

const unknownId = '3f1c8a52-6a55-4a8e-9d0e-2b7c1d1e0f00';

/** `POST /v3/test/datapoints`, run against each database adapter like the lead flow. */
export function describeDataPoints(setup: () => { app: FastifyInstance; db: Database }): void {
  describe('POST /v3/test/datapoints', () => {
    beforeEach(async () => {
      await emptyTables(setup().db);
    });

    async function ask(body: Record<string, unknown>) {
      const response = await sendJson(setup().app, 'POST', DATAPOINTS_PATH, body);
      expect(response.statusCode, response.body).toBe(200);
      return DataPointsAnswerSchema.parse(response.json());
    }

    test('answers which data points the lead lacks, and follows its updates', async () => {
      const { app, db } = setup();
      const lead = await createLead(app, {
        amount: 500,
        period: 61,
        contactDetails: { email: 'ana@example.com', marketingConsents: { email: false } },
      });
      const dataPoints = [
        'amount',
        'contactDetails.email',
        'contactDetails.phoneNumber',
        'contactDetails.marketingConsents',
        'generalPolicies',
        'policies',
      ];
      const before = await ask({ id: lead.id, product: 'default-es', dataPoints });
      expect(before).toEqual({
        id: lead.id,
        present: ['amount', 'contactDetails.email', 'contactDetails.marketingConsents'],
        missing: ['contactDetails.phoneNumber', 'generalPolicies', 'policies'],
      });

      await updateLead(app, lead.id, {
        contactDetails: { phoneNumber: '600000000' },
        generalPolicies: true,
        policies: { generalTerms: true, dataProcessing: true, marketingProfiling: false },
      });
      const after = await ask({ id: lead.id, dataPoints });
      expect(after.missing).toEqual([]);
      expect(after.present).toEqual(dataPoints);
      // Asking writes nothing.
      expect(await storedData(db, lead.id)).toMatchObject({ amount: 500, generalPolicies: true });
    });

    test('every data point of the contract may be asked about', async () => {
      const lead = await createLead(setup().app, { amount: 500 });
      const answer = await ask({ id: lead.id, dataPoints: [...LeadDataPaths] });
      expect(answer.present).toEqual(['amount']);
      expect(answer.missing).toHaveLength(LeadDataPaths.length - 1);
    });

    test('a path the contract does not have: 422 invalid_body naming it, every one listed', async () => {
      const lead = await createLead(setup().app, { amount: 500 });
      const response = await sendJson(setup().app, 'POST', DATAPOINTS_PATH, {
        id: lead.id,
        dataPoints: ['amount', 'personalDetails.firstname', 'personalDetails', 'loanAmount'],
      });
      expect(response.statusCode, response.body).toBe(422);
      const { error } = ApiErrorBodySchema.parse(response.json());
      expect(error).toMatchObject({ code: 'invalid_body', field: 'dataPoints.1' });
      expect(error.fieldErrors?.map((fault) => [fault.fieldName, fault.code])).toEqual([
        ['dataPoints.1', 'unknown_field'],
        ['dataPoints.2', 'unknown_field'],
        ['dataPoints.3', 'unknown_field'],
      ]);
      expect(error.message).not.toContain('firstname');
    });

    test.each([
      ['without the write secret', {}],
      ['with another secret', { [WRITE_SECRET_HEADER]: 'x'.repeat(43) }],
    ])(
      'a lead asked about %s: 401 credential_required, nothing of the lead told',
      async (_, headers: Record<string, string>) => {
        const { app } = setup();
        const lead = await createLead(app, { amount: 500 });
        const response = await app.inject({
          method: 'POST',
          url: DATAPOINTS_PATH,
          headers: { 'content-type': 'application/json', ...headers },
          payload: JSON.stringify({ id: lead.id, dataPoints: ['amount', 'contactDetails.email'] }),
        });
        expect(response.statusCode, response.body).toBe(401);
        expect(ApiErrorBodySchema.parse(response.json()).error.code).toBe('credential_required');
        expect(response.body).not.toContain('present');
        expect(response.body).not.toContain('missing');
      },
    );

    test('an unknown lead: 404 lead_not_found', async () => {
      const response = await sendJson(setup().app, 'POST', DATAPOINTS_PATH, {
        id: unknownId,
        dataPoints: ['amount'],
      });
      expect(response.statusCode).toBe(404);
      expect(ApiErrorBodySchema.parse(response.json()).error).toMatchObject({
        code: 'lead_not_found',
        field: 'id',
      });
    });

    test('a body that is not an object: 400 invalid_body naming no field', async () => {
      const response = await sendJson(setup().app, 'POST', DATAPOINTS_PATH, ['amount']);
      expect(response.statusCode, response.body).toBe(400);
      const { error } = ApiErrorBodySchema.parse(response.json());
      expect(error).toEqual({ code: 'invalid_body', message: 'The body must be a JSON object.' });
    });

    test.each([
      ['no id', 'id', { dataPoints: ['amount'] }],
      ['an id that is not a UUID', 'id', { id: 'lead-1', dataPoints: ['amount'] }],
      ['no data points', 'dataPoints', { id: unknownId, dataPoints: [] }],
      ['a data point that is not text', 'dataPoints.0', { id: unknownId, dataPoints: [3] }],
    ])('%s: 400 invalid_body on %s', async (_, field, body) => {
      const response = await sendJson(setup().app, 'POST', DATAPOINTS_PATH, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(ApiErrorBodySchema.parse(response.json()).error).toMatchObject({
        code: 'invalid_body',
        field,
      });
    });
  });
}
