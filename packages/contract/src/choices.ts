import * as z from 'zod/mini';

/**
 * The choice lists of spec section 7, `/choices/country` and `/choices/position`: the countries
 * (of birth, of citizenship) and the kinds of employment contract, each named in the locale
 * asked. The spec gives the paths only; the query and the answer are ours (decision 0041).
 */
export const ChoiceListNames = ['country', 'position'] as const;

/**
 * The locales (spec section 1) and countries (the look-ups') a list is named in and for: the
 * same lists as `PolicyLocales` and `LookupCountries` (a test holds them equal), written here so
 * that the front end's lazily loaded choice lists share no contract module with its first page.
 */
export const ChoiceLocales = ['en', 'es', 'mx', 'co', 'pl', 'ro', 'vn', 'de', 'ph'] as const;
export const ChoiceCountries = ['ES', 'RO', 'PL', 'DE', 'MX', 'CO', 'VN', 'PH'] as const;
const ChoiceLocaleSchema = z.enum(ChoiceLocales);
const ChoiceCountrySchema = z.enum(ChoiceCountries);
export const ChoiceListNameSchema = z.enum(ChoiceListNames);
export type ChoiceListName = z.infer<typeof ChoiceListNameSchema>;

/**
 * `?locale=ro&country=RO`: the locale names the choices (spec section 1's locale codes); the
 * country is the brand's, whose contract kinds the position list offers and which the country
 * list puts first.
 */
export const ChoicesQuerySchema = z.object({
  locale: ChoiceLocaleSchema,
  country: ChoiceCountrySchema,
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
  locale: ChoiceLocaleSchema,
  country: ChoiceCountrySchema,
  choices: z.array(ChoiceSchema).check(z.minLength(1), z.maxLength(400)),
});
export type ChoicesAnswer = z.infer<typeof ChoicesAnswerSchema>;
