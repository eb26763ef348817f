import {
  CompanySearchParamsSchema,
  EmailValidationParamsSchema,
  LookupQuerySchema,
  PostcodeParamsSchema,
  type CompanySearchAnswer,
  type EmailValidationAnswer,
  type PostcodeAnswer,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.js';
import { parseParams } from '../http/parse-request.js';
import { searchCompanies } from '../lookups/companies.js';
import { checkEmail, isEmailCheckDownFor } from '../lookups/email-check.js';
import { findPostcode } from '../lookups/postcodes.js';

interface LookupRequest<P> {
  Params: P;
  Querystring: unknown;
}

/**
 * The look-ups of spec section 7 on seeded data. They read only: nothing is written. The request
 * log names the route pattern (`/email/validate/:email`), never the value looked up.
 */
export function registerLookupRoutes(app: FastifyInstance): void {
  for (const path of ['/postcode/lookup/:code', '/postcode/:code']) {
    app.get<LookupRequest<{ code: string }>>(path, async (request): Promise<PostcodeAnswer> => {
      const { code } = parseParams(PostcodeParamsSchema, request.params);
      const { country } = parseParams(LookupQuerySchema, request.query);
      const found = findPostcode(code, country);
      if (!found) throw new ApiError(404, 'not_found', 'No place has this postcode.', 'code');
      return found;
    });
  }

  app.get<LookupRequest<{ email: string }>>(
    '/email/validate/:email',
    async (request): Promise<EmailValidationAnswer> => {
      const { email } = parseParams(EmailValidationParamsSchema, request.params);
      if (isEmailCheckDownFor(email)) {
        throw new ApiError(503, 'internal_error', 'The e-mail check is unavailable right now.');
      }
      return checkEmail(email);
    },
  );

  app.get<LookupRequest<{ name: string }>>(
    '/company/:name',
    async (request): Promise<CompanySearchAnswer> => {
      const { name } = parseParams(CompanySearchParamsSchema, {
        name: request.params.name.trim(),
      });
      const { country } = parseParams(LookupQuerySchema, request.query);
      return { companies: searchCompanies(name, country) };
    },
  );
}
