import * as z from 'zod/mini';

/** The languages the product is written in. */
export const Locales = ['en', 'es', 'mx', 'co', 'pl', 'ro', 'vn', 'de', 'ph'] as const;
export const LocaleSchema = z.enum(Locales);
export type Locale = z.infer<typeof LocaleSchema>;

/** The countries the product serves. */
export const CountryCodes = ['CO', 'DE', 'MX', 'PL', 'RO', 'ES', 'VN', 'PH'] as const;
export const CountryCodeSchema = z.enum(CountryCodes);
export type CountryCode = z.infer<typeof CountryCodeSchema>;
