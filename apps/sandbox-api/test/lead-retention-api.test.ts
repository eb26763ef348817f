import { randomUUID } from 'node:crypto';
import {
  ApiErrorBodySchema,
  ApplicationState,
  IDEMPOTENCY_HEADER,
  LeadAnswerSchema,
  MAIL_LINK_TOKEN_HEADER,
  OfferStagePaths,
  RESUME_TOKEN_HEADER,
  WRITE_SECRET_HEADER,
  leadContactPath,
  leadUrlPath,
  offersPath,
} from '@lf/contract';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp, type AppOptions } from '../src/app.js';
import { mintConsentsToken } from '../src/customers/mail-link-tokens.js';
import type { Database } from '../src/db/database.js';
import { mintResumeToken } from '../src/leads/resume-tokens.js';
import { hashWriteSecret, newWriteSecret } from '../src/leads/write-secret.js';
import {
  DEFAULT_LEAD_RETENTION_DAYS,
  ERASED_LEAD_TABLES,
  erasePersonalData,
} from '../src/retention/lead-retention.js';
import { newClientSecret, sendJson, writeSecretHeader } from './helpers/lead-requests.js';
import { emptyTables, openTestDatabase } from './helpers/test-database.js';

/**
 * A lead's life ends (issue 36): probed, 30 days past its expiry a lead's row kept every answer.
 * Now a job deletes a lead's personal data LEAD_RETENTION_DAYS after its expiry, everywhere the
 * sandbox keeps any, and leaves a tombstone (id, product, state, dates) so the API answers 410
 * `lead_expired` about it rather than 404.
 */

const DAY_MS = 24 * 3600_000;
const FRONT_END = 'http://127.0.0.1:4173';
const RETENTION_MS = DEFAULT_LEAD_RETENTION_DAYS * DAY_MS;

/** Values no other lead or fixture holds: any of them in an answer is this lead's data. */
const PERSONAL = {
  firstName: 'Ximenaqq',
  lastName: 'Quintanillazz',
  email: 'ximena.quintanilla@example.com',
  phoneNumber: '+34698765432',
  personalCode: '71829364L',
  iban: 'ES7921000813610123456789',
};

let db: Database;
let app: FastifyInstance;
let clock: Date;
const routes: { method: HTTPMethods; url: string }[] = [];

const options = (more: Partial<AppOptions> = {}): AppOptions => ({
  db,
  corsOrigins: [FRONT_END],
  testRoutes: true,
  now: () => clock,
  rateLimitPerMinute: 0,
  leadRateLimitPerMinute: 0,
  credentialRateLimitPerMinute: 0,
  ...more,
});

beforeAll(async () => {
  db = await openTestDatabase();
  app = buildApp(options());
  app.addHook('onRoute', ({ method, url }) => {
    for (const one of Array.isArray(method) ? method : [method]) {
      if (one !== 'HEAD' && one !== 'OPTIONS') routes.push({ method: one, url });
    }
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await db.close();
});

beforeEach(async () => {
  clock = new Date('2026-10-01T09:00:00Z');
  await emptyTables(db);
  for (const table of ERASED_LEAD_TABLES) await db.exec(`TRUNCATE ${table}`);
});

/** What a browser and the applicant's mails hold for the lead: each opened it before. */
interface Credentials {
  writeSecret: string;
  deviceSecret: string;
  resumeToken: string;
  consentsToken: string;
}

/**
 * A lead with personal answers, and a row in every table that keeps something of a lead: made
 * through the routes where a route makes it, else as the route would have stored it.
 */
async function leadWithEverything(): Promise<{ id: string; credentials: Credentials }> {
  const created = await sendJson(
    app,
    'POST',
    '/v3/lead',
    {
      product: 'default-es',
      amount: 500,
      period: 61,
      personalDetails: {
        firstName: PERSONAL.firstName,
        lastName: PERSONAL.lastName,
        personalCode: PERSONAL.personalCode,
      },
      contactDetails: {
        email: PERSONAL.email,
        phoneNumber: PERSONAL.phoneNumber,
        marketingConsents: { email: true },
      },
      incomeDetails: { iban: PERSONAL.iban },
    },
    { [IDEMPOTENCY_HEADER]: randomUUID() },
  );
  expect(created.statusCode, created.body).toBe(201);
  const { id } = LeadAnswerSchema.parse(created.json());
  const writeSecret = writeSecretHeader(id)[WRITE_SECRET_HEADER] ?? '';
  const at = clock.toISOString();
  const deviceSecret = newWriteSecret();
  const resumeToken = await mintResumeToken(db, id, clock, 'continue_link');
  const consentsToken = await mintConsentsToken(db, id, clock);
  const documentId = randomUUID();
  const statements: [string, unknown[]][] = [
    [
      'INSERT INTO lead_device_secrets (secret_hash, lead_id, created_at) VALUES ($1, $2, $3)',
      [hashWriteSecret(deviceSecret), id, at],
    ],
    [
      'INSERT INTO mobile_codes (lead_id, phone_number, sent_at) VALUES ($1, $2, $3)',
      [id, PERSONAL.phoneNumber, at],
    ],
    [
      `UPDATE leads SET mobile_verified_phone = $2,
         redirect_url = 'https://partner.example/apply?ref=' || md5($1::text), redirect_method = 'GET'
       WHERE id = $1`,
      [id, PERSONAL.phoneNumber],
    ],
    [
      `INSERT INTO partner_links (link_id, lead_id, purpose, return_origin, created_at, secret_hash,
         expires_at, finished_at) VALUES ($1, $2, 'instantor', $3, $4, $5, $4, $4)`,
      [randomUUID(), id, FRONT_END, at, hashWriteSecret(newWriteSecret())],
    ],
    [
      `INSERT INTO id_documents (document_id, lead_id, document_type, created_at)
       VALUES ($1, $2, 'idCard', $3)`,
      [documentId, id, at],
    ],
    [
      `INSERT INTO id_document_sides (document_id, side, content_type, size_bytes, sha256, uploaded_at)
       VALUES ($1, 'front', 'image/png', 2048, $2, $3)`,
      [documentId, 'ab'.repeat(32), at],
    ],
    [
      `INSERT INTO offer_decisions (lead_id, application_state, offer_id, decision, amount, period,
         monthly_payment, currency, decided_at) VALUES ($1, 39, 'cofidis-1', 'accept', 500, 3, 180, 'EUR', $2)`,
      [id, at],
    ],
    [
      `INSERT INTO customer_passwords (lead_id, password_hash, set_at) VALUES ($1, 'scrypt$x', $2)`,
      [id, at],
    ],
  ];
  for (const [sql, params] of statements) await db.query(sql, params);
  return { id, credentials: { writeSecret, deviceSecret, resumeToken, consentsToken } };
}

async function expiresAtOf(id: string): Promise<Date> {
  const [row] = await db.query<{ expires_at: Date }>('SELECT expires_at FROM leads WHERE id = $1', [
    id,
  ]);
  if (!row) throw new Error('No such lead');
  return new Date(row.expires_at);
}

/** Every row about the lead, table by table (the lead's own row without its timestamps). */
async function rowsOf(id: string): Promise<Record<string, unknown[]>> {
  const found: Record<string, unknown[]> = {
    leads: await db.query(
      `SELECT id, product, data, application_state, lead_status, decided_state, redirect_url,
         write_secret_hash, mobile_verified_phone, personal_data_erased_at
       FROM leads WHERE id = $1`,
      [id],
    ),
    id_document_sides: await db.query(
      `SELECT * FROM id_document_sides WHERE document_id IN
         (SELECT document_id FROM id_documents WHERE lead_id = $1)`,
      [id],
    ),
  };
  for (const table of ERASED_LEAD_TABLES.filter((name) => name !== 'id_document_sides')) {
    found[table] = await db.query(`SELECT * FROM ${table} WHERE lead_id = $1`, [id]);
  }
  return found;
}

/** Any of the lead's personal values in an answer. */
function leakedIn(body: string): string[] {
  const text = body.toLowerCase();
  return Object.entries(PERSONAL)
    .filter(([, value]) => text.includes(value.toLowerCase().replace(/^\+/, '')))
    .map(([name]) => name);
}

const sweep = () => erasePersonalData(db, { now: clock, retentionMs: RETENTION_MS });

describe('a lead 29 days past its expiry', () => {
  test('keeps its row and every answer', async () => {
    const { id, credentials } = await leadWithEverything();
    const before = await rowsOf(id);
    clock = new Date((await expiresAtOf(id)).getTime() + 29 * DAY_MS);
    expect(await sweep()).toEqual([]);
    expect(await rowsOf(id)).toEqual(before);
    for (const [table, rows] of Object.entries(before)) expect(rows, table).not.toEqual([]);
    // The customer's consents still open for the browser that made the lead.
    const consents = await app.inject({
      method: 'GET',
      url: OfferStagePaths.customerConsents(id),
      headers: { [WRITE_SECRET_HEADER]: credentials.writeSecret },
    });
    expect(consents.statusCode, consents.body).toBe(200);
  });
});

describe('a lead 31 days past its expiry', () => {
  test('has its personal data deleted from every table; a tombstone of id, product, state and dates remains', async () => {
    const { id } = await leadWithEverything();
    const expiresAt = await expiresAtOf(id);
    clock = new Date(expiresAt.getTime() + 31 * DAY_MS);
    expect(await sweep()).toHaveLength(1);
    const { leads, ...others } = await rowsOf(id);
    expect(leads).toEqual([
      {
        id,
        product: 'default-es',
        data: {},
        application_state: ApplicationState.OTHER_INFORMATION,
        lead_status: 1,
        decided_state: null,
        redirect_url: null,
        write_secret_hash: null,
        mobile_verified_phone: null,
        personal_data_erased_at: clock,
      },
    ]);
    expect(await expiresAtOf(id)).toEqual(expiresAt);
    for (const [table, rows] of Object.entries(others)) expect(rows, table).toEqual([]);
  });

  test('answers 410 lead_expired on its routes, and nothing personal on any route, whatever it presents', async () => {
    const { id, credentials } = await leadWithEverything();
    clock = new Date((await expiresAtOf(id)).getTime() + 31 * DAY_MS);
    await sweep();

    const presented = [
      { [WRITE_SECRET_HEADER]: credentials.writeSecret },
      { [WRITE_SECRET_HEADER]: credentials.deviceSecret },
      { [RESUME_TOKEN_HEADER]: credentials.resumeToken },
      { [MAIL_LINK_TOKEN_HEADER]: credentials.consentsToken },
    ];
    const expired = [
      `/lead/status/${id}`,
      leadUrlPath(id, 'continue'),
      `/v2/lead/url/${id}/continue`,
      leadContactPath(id),
      OfferStagePaths.customerConsents(id),
      offersPath(id),
      `${OfferStagePaths.mobileVerification}?id=${id}`,
    ];
    for (const url of expired) {
      for (const headers of presented) {
        const response = await app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(410);
        expect(ApiErrorBodySchema.parse(response.json()).error.code).toBe('lead_expired');
      }
    }
    const datapoints = await sendJson(app, 'POST', '/v3/test/datapoints', {
      id,
      dataPoints: ['personalDetails.firstName'],
    });
    expect(datapoints.statusCode, datapoints.body).toBe(410);
    const consentsChange = await app.inject({
      method: 'PUT',
      url: OfferStagePaths.customerConsents(id),
      headers: { 'content-type': 'application/json', ...presented[0] },
      payload: JSON.stringify({ consents: { email: true } }),
    });
    expect(consentsChange.statusCode, consentsChange.body).toBe(410);

    const failures: string[] = [];
    for (const route of routes) {
      const url = route.url
        .replace(/:(\w+)/g, (_, name: string) =>
          name === 'urlType' ? 'continue' : /id$/i.test(name) ? id : newClientSecret(),
        )
        .concat(route.url.includes('unsubscribe') ? `?email=${PERSONAL.email}` : '')
        .concat(/outbox|verification|payment$/.test(route.url) ? `?id=${id}&leadId=${id}` : '');
      for (const headers of presented) {
        const response = await app.inject({
          method: route.method,
          url,
          headers: { ...headers, origin: FRONT_END },
          ...(route.method === 'GET' ? {} : { payload: { id, leadId: id } }),
        });
        const leaked = leakedIn(response.body);
        if (leaked.length > 0) failures.push(`${route.method} ${url}: ${leaked.join(', ')}`);
      }
    }
    expect(routes.length).toBeGreaterThan(30);
    expect(failures).toEqual([]);
  });

  test('takes no write: every write about it is refused 410, whatever it presents', async () => {
    const { id, credentials } = await leadWithEverything();
    clock = new Date((await expiresAtOf(id)).getTime() + 31 * DAY_MS);
    await sweep();
    const before = await rowsOf(id);
    for (const secret of [credentials.writeSecret, credentials.deviceSecret, newClientSecret()]) {
      const saved = await sendJson(
        app,
        'PUT',
        '/v3/lead',
        { product: 'default-es', id, personalDetails: { firstName: 'Ana' } },
        { [WRITE_SECRET_HEADER]: secret },
      );
      expect(saved.statusCode, saved.body).toBe(410);
      expect(ApiErrorBodySchema.parse(saved.json()).error.code).toBe('lead_expired');
    }
    expect(await rowsOf(id)).toEqual(before);
  });

  test('the job is idempotent: run again, it erases nothing and leaves the tombstone as it was', async () => {
    const { id } = await leadWithEverything();
    clock = new Date((await expiresAtOf(id)).getTime() + 31 * DAY_MS);
    expect(await sweep()).toHaveLength(1);
    const tombstone = await rowsOf(id);
    clock = new Date(clock.getTime() + DAY_MS);
    expect(await sweep()).toEqual([]);
    expect(await rowsOf(id)).toEqual(tombstone);
  });

  test('other leads keep their answers: one 29 days past its expiry, and a live one', async () => {
    const old = await leadWithEverything();
    clock = new Date(clock.getTime() + 2 * DAY_MS);
    const younger = await leadWithEverything();
    clock = new Date((await expiresAtOf(younger.id)).getTime() + 29 * DAY_MS);
    const live = await leadWithEverything();
    const kept = [await rowsOf(younger.id), await rowsOf(live.id)];
    expect(await sweep()).toHaveLength(1);
    expect((await rowsOf(old.id)).leads).toMatchObject([{ data: {} }]);
    expect([await rowsOf(younger.id), await rowsOf(live.id)]).toEqual(kept);
  });
});

describe('the tables it erases', () => {
  test('are every table that names a lead by its id', async () => {
    const tables = await db.query<{ table_name: string }>(
      `SELECT DISTINCT table_name FROM information_schema.columns
       WHERE table_schema = 'public' AND column_name = 'lead_id' ORDER BY table_name`,
    );
    expect(ERASED_LEAD_TABLES.filter((table) => table !== 'id_document_sides').sort()).toEqual(
      tables.map((row) => row.table_name),
    );
  });
});

describe('the job in the sandbox', () => {
  test('runs when the app starts', async () => {
    const { id } = await leadWithEverything();
    clock = new Date((await expiresAtOf(id)).getTime() + 31 * DAY_MS);
    const started = buildApp(options());
    await started.ready();
    expect((await rowsOf(id)).leads).toMatchObject([{ data: {}, personal_data_erased_at: clock }]);
    await started.close();
  });

  test('follows LEAD_RETENTION_DAYS', async () => {
    const { id } = await leadWithEverything();
    clock = new Date((await expiresAtOf(id)).getTime() + 2 * DAY_MS);
    const started = buildApp(options({ leadRetentionDays: 1 }));
    await started.ready();
    expect((await rowsOf(id)).leads).toMatchObject([{ data: {} }]);
    await started.close();
  });

  test('runs again and again while the app is up, and no more once it is closed', async () => {
    const running = buildApp(options({ leadRetentionSweepMs: 100 }));
    await running.ready();
    const { id } = await leadWithEverything();
    clock = new Date((await expiresAtOf(id)).getTime() + 31 * DAY_MS);
    await expect
      .poll(async () => (await rowsOf(id)).leads?.[0], { timeout: 15_000 })
      .toMatchObject({ data: {} });
    await running.close();

    clock = new Date('2026-10-01T09:00:00Z');
    const after = await leadWithEverything();
    clock = new Date((await expiresAtOf(after.id)).getTime() + 31 * DAY_MS);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await rowsOf(after.id)).leads).toMatchObject([{ data: { amount: 500 } }]);
  });
});
