import { createHash } from 'node:crypto';
import {
  ApplicationState,
  SAMPLE_LEADS_PATH,
  SampleLeadsRequestSchema,
  type LeadData,
  type SampleLeadsAnswer,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../db/database.js';
import { fieldErrorsError } from '../http/parse-request.js';
import { LEAD_LIFETIME_MS } from '../leads/lead-lifetime.js';
import { insertLead, type StoredLead } from '../leads/lead-repository.js';
import { toLeadAnswer } from '../leads/lead-service.js';
import { LeadStatus } from '../leads/lead-status.js';
import { hashWriteSecret } from '../leads/write-secret.js';
import { loanTermsOf, requireLoanWithinBounds } from '../products/loan-bounds.js';
import { ERASED_LEAD_TABLES } from '../retention/lead-retention.js';
import { partnerRedirect, type CheckingDecision } from '../scenarios/checking-outcome.js';
import { STATUS_CALLS_WHILE_CHECKING } from '../scenarios/lead-progress.js';
import { englishMessages, toFieldErrors } from '../validation/field-errors.js';
import { impliedStages, isBeforeOffer } from './test-lead-routes.js';

/**
 * The sample applicant: every answer of the classic form, no real person. The brand book lays its
 * own over it (the brand's loan and phone prefix); an e-mail without tags leaves every decision
 * to the state the lead is seeded at.
 */
const SAMPLE_DATA = {
  personalDetails: { firstName: 'Alex', lastName: 'Sample', dateOfBirth: '1990-05-17' },
  contactDetails: { email: 'sample.applicant@example.com', phoneNumber: '+34600000000' },
  incomeDetails: { incomeSource: 'employed', monthlyIncome: 1800 },
  otherDetails: {
    loanPurpose: 'car',
    maritalStatus: 'single',
    housingTenure: 'rent',
    numberOfDependants: 0,
  },
  expenses: { monthlyExpenses: 700 },
} satisfies LeadData;

/** Sections of the sample applicant replaced field by field, the loan's fields as given. */
function sampleData(product: string, given: LeadData): LeadData {
  const { amount, period } = loanTermsOf(product);
  const merged: Record<string, unknown> = {
    amount: amount.min,
    period: period.min,
    ...SAMPLE_DATA,
  };
  for (const [key, value] of Object.entries(given)) {
    const own = merged[key];
    merged[key] =
      typeof value === 'object' && value !== null && typeof own === 'object' && own !== null
        ? { ...own, ...value }
        : value;
  }
  return merged as LeadData;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** The same id for a product's state on every call: a UUID (version 8, name-based) of both. */
export function sampleLeadId(product: string, state: ApplicationState): string {
  const bytes = digest(`lf-sample-lead\u0000${product}\u0000${state}`).subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Its write secret, the same on every call (a sample lead's, known to whoever seeds it). */
const sampleWriteSecret = (id: string) =>
  digest(`lf-sample-lead-secret\u0000${id}`).toString('base64url');

/**
 * What checking "decided" for a sample at `state`: nothing before the offer, CHECKING itself at
 * CHECKING (so its page keeps checking instead of moving on after the third status call), a
 * partner's address at REDIRECTED, else the state itself.
 */
function sampleDecision(state: ApplicationState): CheckingDecision | null {
  if (state === ApplicationState.REDIRECTED) return { state, redirect: partnerRedirect('GET') };
  return isBeforeOffer(state) ? null : { state };
}

function sampleLead(product: string, state: ApplicationState, data: LeadData, at: Date) {
  const id = sampleLeadId(product, state);
  const writeSecret = sampleWriteSecret(id);
  const decision = sampleDecision(state);
  const lead: StoredLead = {
    id,
    product,
    data,
    applicationState: state,
    decision,
    statusPolls:
      decision && state !== ApplicationState.CHECKING ? STATUS_CALLS_WHILE_CHECKING + 1 : 0,
    leadStatus: LeadStatus.ACTIVE,
    createdAt: at,
    updatedAt: at,
    expiresAt: new Date(at.getTime() + LEAD_LIFETIME_MS),
    completedStages: impliedStages[state] ?? [],
    revision: 1,
    writeSecretHash: hashWriteSecret(writeSecret),
    mobileVerifiedPhone: null,
    dynamicForm: false,
    erasedAt: null,
  };
  return { lead, writeSecret };
}

/** Removes a sample lead and everything kept about it (a code sent, an offer answered ...). */
async function removeLead(tx: Queryable, id: string): Promise<void> {
  for (const table of ERASED_LEAD_TABLES) {
    await tx.query(
      table === 'id_document_sides'
        ? `DELETE FROM id_document_sides WHERE document_id IN
             (SELECT document_id FROM id_documents WHERE lead_id = $1::uuid)`
        : `DELETE FROM ${table} WHERE lead_id = $1::uuid`,
      [id],
    );
  }
  await tx.query('DELETE FROM leads WHERE id = $1::uuid', [id]);
}

/** One lock for every seeding of sample leads: two at once would insert the same id twice. */
const SAMPLE_LEADS_LOCK = 7_340_041;

/**
 * Test-only (SANDBOX_TEST_ROUTES=1, like `POST /test/leads`): `POST /test/sample-leads { product,
 * applicationState?, data? }` puts the brand's sample lead of every state (or of the one named)
 * in that state, as if just seeded, under an id and write secret that are the same on every call
 * (a lead a visitor moved on is put back), and answers `200 { leads }`, each as a create answers
 * it, with its write secret. The brand book draws its pages with them (decision 0039).
 */
export function registerSampleLeadRoutes(
  app: FastifyInstance,
  db: Database,
  now: () => Date = () => new Date(),
): void {
  app.post(SAMPLE_LEADS_PATH, async (request): Promise<SampleLeadsAnswer> => {
    const parsed = SampleLeadsRequestSchema.safeParse(request.body ?? {}, {
      error: englishMessages,
    });
    if (!parsed.success) {
      throw fieldErrorsError(400, toFieldErrors(parsed.error.issues), 'The body does not match.');
    }
    const { product, applicationState, data: given = {} } = parsed.data;
    const data = sampleData(product, given);
    requireLoanWithinBounds(product, data);
    const states =
      applicationState === undefined ? Object.values(ApplicationState) : [applicationState];
    const at = now();
    const seeded = states.map((state) => sampleLead(product, state, data, at));
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SAMPLE_LEADS_LOCK]);
      for (const { lead } of seeded) {
        await removeLead(tx, lead.id);
        await insertLead(tx, lead);
      }
    });
    return {
      leads: seeded.map(({ lead, writeSecret }) => ({ ...toLeadAnswer(lead), writeSecret })),
    };
  });
}
