import * as z from 'zod/mini';
import { LookupCountrySchema } from './lookups.js';
import { PolicyLocaleSchema } from './policies.js';

/**
 * The choice lists of spec section 7, `/choices/country` and `/choices/position`: the countries
 * (of birth, of citizenship) and the kinds of employment contract, each named in the locale
 * asked. The spec gives the paths only; the query and the answer are ours (decision 0041).
 */
export const ChoiceListNames = ['country', 'position'] as const;
export const ChoiceListNameSchema = z.enum(ChoiceListNames);
export type ChoiceListName = z.infer<typeof ChoiceListNameSchema>;

/**
 * `?locale=ro&country=RO`: the locale names the choices (spec section 1's locale codes); the
 * country is the brand's, whose contract kinds the position list offers and which the country
 * list puts first.
 */
export const ChoicesQuerySchema = z.object({
  locale: PolicyLocaleSchema,
  country: LookupCountrySchema,
});
export type ChoicesQuery = z.infer<typeof ChoicesQuerySchema>;

export const ChoicePaths = {
  list: (name: ChoiceListName, { locale, country }: ChoicesQuery) =>
    `/choices/${name}?locale=${locale}&country=${country}`,
} as const;

/** One choice: the value the lead stores and its name in the locale asked. */
export const ChoiceSchema = z.object({
  value: z.string().check(z.minLength(1), z.maxLength(100)),
  label: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type Choice = z.infer<typeof ChoiceSchema>;

/** Never empty: an empty list is refused at the edge, and the shipped one shown instead. */
export const ChoicesAnswerSchema = z.object({
  list: ChoiceListNameSchema,
  locale: PolicyLocaleSchema,
  country: LookupCountrySchema,
  choices: z.array(ChoiceSchema).check(z.minLength(1), z.maxLength(400)),
});
export type ChoicesAnswer = z.infer<typeof ChoicesAnswerSchema>;
