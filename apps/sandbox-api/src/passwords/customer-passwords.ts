import { ApplicationState } from '@lf/contract';
import { isPasswordGuessable, passwordContext } from '@lf/contract/password-check';
import type { Database, Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { fieldErrorsError } from '../http/parse-request.js';
import { requireLiveLead } from '../leads/lead-repository.js';
import { sandboxProduct } from '../products/sandbox-products.js';
import { hashPassword } from './password-hash.js';

/** Where a customer may set a password: once the loan is accepted (README, "Password"). */
const PASSWORD_STATES: readonly ApplicationState[] = [ApplicationState.ACCEPTED];

async function storePasswordHash(
  tx: Queryable,
  leadId: string,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO customer_passwords (lead_id, password_hash, set_at)
     VALUES ($1, $2, $3::timestamptz)
     ON CONFLICT (lead_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, set_at = EXCLUDED.set_at`,
    [leadId, passwordHash, at.toISOString()],
  );
}

/** The hash kept for a lead's customer, if one was set (for tests and a future sign-in). */
export async function findPasswordHash(db: Queryable, leadId: string): Promise<string | undefined> {
  const rows = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM customer_passwords WHERE lead_id = $1',
    [leadId],
  );
  return rows[0]?.password_hash;
}

/**
 * Sets (or replaces) the password of an accepted lead's customer, keeping only its hash. An
 * unknown lead is `404 lead_not_found`, one past its 24 hours `410 lead_expired`, one not accepted
 * `409 wrong_state`, one too easy to guess (`@lf/contract/password-check`, as the page checks it)
 * `422 invalid_body`. The hash is made before the transaction, so the lead's row is not held
 * locked while scrypt works.
 */
export async function setCustomerPassword(
  db: Database,
  leadId: string,
  password: string,
  now: () => Date,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const at = now();
    const lead = await requireLiveLead(tx, leadId, at, { lock: true });
    if (!PASSWORD_STATES.includes(lead.applicationState)) {
      throw new ApiError(409, 'wrong_state', 'A password is set once the loan is accepted.', 'id');
    }
    // As the page checks it: too easy to guess, or made of the customer's own words, the brand's
    // name among them.
    const { contactDetails, personalDetails } = lead.data;
    const own = passwordContext(
      contactDetails?.email,
      personalDetails?.firstName,
      personalDetails?.lastName,
      sandboxProduct(lead.product)?.name,
    );
    if (isPasswordGuessable(password, own)) {
      throw fieldErrorsError(
        422,
        [{ fieldName: 'password', code: 'not_accepted', message: 'Is too easy to guess' }],
        'The password is too easy to guess.',
      );
    }
    await storePasswordHash(tx, leadId, passwordHash, at);
  });
}
