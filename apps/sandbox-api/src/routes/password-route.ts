import { OfferStagePaths, PasswordRequestSchema } from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { fieldErrorsError, requireObjectBody } from '../http/parse-request.js';
import { setCustomerPassword } from '../passwords/customer-passwords.js';
import { englishMessages, toFieldErrors } from '../validation/field-errors.js';
import type { LeadWriteAccess } from '../leads/lead-write-access.js';

/**
 * `POST /lead/customer/password { id, password }` (spec section 7): the customer area's password,
 * set on the accepted page; answers `{ saved: true }`. Only a salted scrypt hash is stored; the
 * request log never holds a body, and no error message quotes the password.
 */
export function registerPasswordRoute(
  app: FastifyInstance,
  db: Database,
  writeAccess: LeadWriteAccess,
  now: () => Date = () => new Date(),
): void {
  app.post(OfferStagePaths.customerPassword, async (request) => {
    const parsed = PasswordRequestSchema.safeParse(requireObjectBody(request.body), {
      error: englishMessages,
    });
    if (!parsed.success) {
      throw fieldErrorsError(
        400,
        toFieldErrors(parsed.error.issues),
        'The body does not match the contract.',
      );
    }
    await writeAccess(request, parsed.data.id);
    await setCustomerPassword(db, parsed.data.id, parsed.data.password, now);
    return { saved: true } as const;
  });
}
