import { ChoicesQuerySchema, type ChoicesAnswer } from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { countryChoices } from '../choices/country-choices.js';
import { positionChoices } from '../choices/position-choices.js';
import { parseParams } from '../http/parse-request.js';

/**
 * The choice lists of spec section 7, each named in the locale asked (decision 0041):
 * `GET /choices/country?locale=ro&country=RO` every country, the brand's first;
 * `GET /choices/position?locale=ro&country=RO` the brand's country's contract kinds. They read
 * only; a locale or country the product does not have is `400 invalid_body` naming it.
 */
export function registerChoiceRoutes(app: FastifyInstance): void {
  app.get('/choices/country', async (request): Promise<ChoicesAnswer> => {
    const { locale, country } = parseParams(ChoicesQuerySchema, request.query);
    return { list: 'country', locale, country, choices: [...countryChoices(country, locale)] };
  });
  app.get('/choices/position', async (request): Promise<ChoicesAnswer> => {
    const { locale, country } = parseParams(ChoicesQuerySchema, request.query);
    return { list: 'position', locale, country, choices: positionChoices(country, locale) };
  });
}
