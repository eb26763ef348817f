import { LeadDataSchema, type CustomerConsents } from '@lf/contract';
import type { Queryable } from '../db/database.js';
import { findLead, leadExpired, saveLead, type StoredLead } from '../leads/lead-repository.js';
import { isEmailUnsubscribed, resubscribeEmail } from './unsubscribed-emails.js';

/** The e-mail channel of the marketing consents, the one an unsubscribe link turns off. */
const EMAIL_CHANNEL = 'email';

async function consentsOf(db: Queryable, lead: StoredLead): Promise<CustomerConsents> {
  const { email, marketingConsents = {} } = lead.data.contactDetails ?? {};
  const unsubscribed = email !== undefined && (await isEmailUnsubscribed(db, email));
  return {
    consents: unsubscribed ? { ...marketingConsents, [EMAIL_CHANNEL]: false } : marketingConsents,
  };
}

/**
 * A returning customer's marketing consents (the lead's `contactDetails.marketingConsents`), with
 * e-mail off once their address unsubscribed. `undefined` for an unknown lead. A customer's
 * consents outlive the application's 24 hours: an expired lead is answered too, until its
 * personal data is deleted (src/retention/): then 410 `lead_expired`.
 */
export async function readCustomerConsents(
  db: Queryable,
  id: string,
): Promise<CustomerConsents | undefined> {
  const lead = await findLead(db, id);
  if (lead && lead.erasedAt !== null) throw leadExpired();
  return lead && consentsOf(db, lead);
}

/**
 * Replaces the customer's marketing consents with those given (a channel left out is not agreed
 * to), in the caller's transaction. Ticking e-mail again takes the address off the unsubscribed
 * list. `undefined` for an unknown lead.
 */
export async function saveCustomerConsents(
  tx: Queryable,
  id: string,
  { consents }: CustomerConsents,
  now: Date,
): Promise<CustomerConsents | undefined> {
  const lead = await findLead(tx, id, { lock: true });
  if (!lead) return undefined;
  if (lead.erasedAt !== null) throw leadExpired();
  const data = LeadDataSchema.parse({
    ...lead.data,
    contactDetails: { ...lead.data.contactDetails, marketingConsents: consents },
  });
  const updated = await saveLead(tx, { ...lead, data, updatedAt: now });
  const email = data.contactDetails?.email;
  if (email !== undefined && consents[EMAIL_CHANNEL] === true) await resubscribeEmail(tx, email);
  return consentsOf(tx, updated);
}
