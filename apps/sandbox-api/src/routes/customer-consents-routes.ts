import { CustomerConsentsSchema, LeadAnswerSchema, type CustomerConsents } from '@lf/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readCustomerConsents, saveCustomerConsents } from '../customers/customer-consents.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { fieldErrorsError, parseParam, requireObjectBody } from '../http/parse-request.js';
import { englishMessages, toFieldErrors } from '../validation/field-errors.js';

/** The route of `OfferStagePaths.customerConsents(id)`. */
const CONSENTS_ROUTE = '/customer/:id/consents';

function leadIdOf(request: FastifyRequest<{ Params: { id: string } }>): string {
  const id = parseParam(LeadAnswerSchema.shape.id, 'id', request.params.id);
  request.leadId = id;
  return id;
}

const unknownLead = () => new ApiError(404, 'lead_not_found', 'No lead has this id.', 'id');

/**
 * A returning customer's marketing consents (spec section 7, `/customer/{id}/consents`), reached
 * from a link in a mail: `GET` answers `{ consents }`, `PUT { consents }` replaces them and answers
 * them as stored. Not a UUID → `400 invalid_body`; unknown → `404 lead_not_found`.
 */
export function registerCustomerConsentsRoutes(
  app: FastifyInstance,
  db: Database,
  now: () => Date = () => new Date(),
): void {
  app.get<{ Params: { id: string } }>(
    CONSENTS_ROUTE,
    async (request): Promise<CustomerConsents> => {
      const consents = await readCustomerConsents(db, leadIdOf(request));
      if (!consents) throw unknownLead();
      return consents;
    },
  );

  app.put<{ Params: { id: string } }>(
    CONSENTS_ROUTE,
    async (request): Promise<CustomerConsents> => {
      const id = leadIdOf(request);
      const parsed = CustomerConsentsSchema.safeParse(requireObjectBody(request.body), {
        error: englishMessages,
      });
      if (!parsed.success) {
        throw fieldErrorsError(
          400,
          toFieldErrors(parsed.error.issues),
          'The consents do not match the contract.',
        );
      }
      const saved = await saveCustomerConsents(db, id, parsed.data, now());
      if (!saved) throw unknownLead();
      return saved;
    },
  );
}
