import {
  CustomerConsentsSchema,
  LeadAnswerSchema,
  MAIL_LINK_TOKEN_HEADER,
  WRITE_SECRET_HEADER,
  type CustomerConsentsAnswer,
} from '@lf/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readCustomerConsents, saveCustomerConsents } from '../customers/customer-consents.js';
import {
  consentsTokenOpens,
  mintConsentsToken,
  presentedMailLinkToken,
  useConsentsToken,
} from '../customers/mail-link-tokens.js';
import type { Database, Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { fieldErrorsError, parseParam, requireObjectBody } from '../http/parse-request.js';
import { leadSecretCheck, presentedSecret } from '../leads/lead-write-access.js';
import { englishMessages, toFieldErrors } from '../validation/field-errors.js';

/** The route of `OfferStagePaths.customerConsents(id)`. */
const CONSENTS_ROUTE = '/customer/:id/consents';

function leadIdOf(request: FastifyRequest<{ Params: { id: string } }>): string {
  const id = parseParam(LeadAnswerSchema.shape.id, 'id', request.params.id);
  request.leadId = id;
  return id;
}

const unknownLead = () => new ApiError(404, 'lead_not_found', 'No lead has this id.', 'id');

const credentialRequired = () =>
  new ApiError(
    401,
    'credential_required',
    `These consents open with the mail link's token in ${MAIL_LINK_TOKEN_HEADER} or the lead's write secret in ${WRITE_SECRET_HEADER}.`,
  );

/**
 * What opens lead `id`'s consents for this request: one of the lead's write secrets (`secret`),
 * else a consents token of the lead's that is still open (`token`: used up when `use`, for a
 * change). Anything else is 401 `credential_required`.
 */
async function credentialOf(
  db: Queryable,
  request: FastifyRequest,
  id: string,
  now: Date,
  use: boolean,
): Promise<'secret' | 'token'> {
  if ((await leadSecretCheck(db, id, presentedSecret(request))) === 'held') return 'secret';
  const token = presentedMailLinkToken(request);
  if (token === undefined) throw credentialRequired();
  const opens = use
    ? await useConsentsToken(db, id, token, now)
    : await consentsTokenOpens(db, id, token, now);
  if (!opens) throw credentialRequired();
  return 'token';
}

/**
 * A returning customer's marketing consents (spec section 7, `/customer/{id}/consents`), reached
 * from a link in a mail: `GET` answers `{ consents }`, `PUT { consents }` replaces them and answers
 * them as stored. Each needs a credential (issue 36): the mail link's token in
 * MAIL_LINK_TOKEN_HEADER, which reads until it expires and changes once (a change's answer
 * carries `linkToken`, the next change's), or one of the lead's write secrets. Without one,
 * `401 credential_required` and nothing personal; not a UUID → `400 invalid_body`; unknown →
 * `404 lead_not_found`, whatever is presented.
 */
export function registerCustomerConsentsRoutes(
  app: FastifyInstance,
  db: Database,
  now: () => Date = () => new Date(),
): void {
  app.get<{ Params: { id: string } }>(
    CONSENTS_ROUTE,
    async (request): Promise<CustomerConsentsAnswer> => {
      const id = leadIdOf(request);
      const consents = await readCustomerConsents(db, id);
      if (!consents) throw unknownLead();
      await credentialOf(db, request, id, now(), false);
      return consents;
    },
  );

  app.put<{ Params: { id: string } }>(
    CONSENTS_ROUTE,
    async (request): Promise<CustomerConsentsAnswer> => {
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
      const moment = now();
      // The token is used up with the change, or not at all.
      return db.transaction(async (tx) => {
        if (!(await readCustomerConsents(tx, id))) throw unknownLead();
        const credential = await credentialOf(tx, request, id, moment, true);
        const saved = await saveCustomerConsents(tx, id, parsed.data, moment);
        if (!saved) throw unknownLead();
        if (credential === 'secret') return saved;
        return { ...saved, linkToken: await mintConsentsToken(tx, id, moment) };
      });
    },
  );
}
