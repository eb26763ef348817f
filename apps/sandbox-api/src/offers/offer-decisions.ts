import {
  ApplicationStateSchema,
  type ApplicationState,
  type Offer,
  type OfferDecision,
} from '@lf/contract';
import type { Queryable } from '../db/database.js';

/** A lead's answer to the offers of one state: the loan taken, or none (declined). */
export interface OfferDecisionRecord {
  leadId: string;
  state: ApplicationState;
  decision: OfferDecision;
  /** The offer answered, as taken (lowered for Provident); none when IPF's plans were all declined. */
  offer?: Pick<Offer, 'offerId' | 'amount' | 'period' | 'monthlyPayment' | 'currency'>;
  at: Date;
}

export async function saveOfferDecision(db: Queryable, record: OfferDecisionRecord): Promise<void> {
  const { offer } = record;
  await db.query(
    `INSERT INTO offer_decisions
       (lead_id, application_state, offer_id, decision, amount, period, monthly_payment, currency, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::timestamptz)
     ON CONFLICT (lead_id, application_state) DO UPDATE SET
       offer_id = EXCLUDED.offer_id, decision = EXCLUDED.decision, amount = EXCLUDED.amount,
       period = EXCLUDED.period, monthly_payment = EXCLUDED.monthly_payment,
       currency = EXCLUDED.currency, decided_at = EXCLUDED.decided_at`,
    [
      record.leadId,
      record.state,
      offer?.offerId ?? null,
      record.decision,
      offer?.amount ?? null,
      offer?.period ?? null,
      offer?.monthlyPayment ?? null,
      offer?.currency ?? null,
      record.at.toISOString(),
    ],
  );
}

interface DecisionRow {
  offer_id: string | null;
  decision: OfferDecision;
  amount: string | null;
  period: number | null;
  monthly_payment: string | null;
}

/** What a lead answered at `state` (for tests and the README's walk-through). */
export async function findOfferDecision(db: Queryable, leadId: string, state: ApplicationState) {
  const rows = await db.query<DecisionRow>(
    `SELECT offer_id, decision, amount::text, period, monthly_payment::text
       FROM offer_decisions WHERE lead_id = $1 AND application_state = $2`,
    [leadId, state],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    offerId: row.offer_id,
    decision: row.decision,
    amount: row.amount === null ? null : Number(row.amount),
    period: row.period,
    monthlyPayment: row.monthly_payment === null ? null : Number(row.monthly_payment),
  };
}

/** The states whose offers the lead declined (IPF's plans all declined included). */
export async function declinedOfferStates(
  db: Queryable,
  leadId: string,
): Promise<ApplicationState[]> {
  const rows = await db.query<{ application_state: number }>(
    `SELECT application_state FROM offer_decisions WHERE lead_id = $1 AND decision = 'decline'`,
    [leadId],
  );
  return rows.map((row) => ApplicationStateSchema.parse(row.application_state));
}
