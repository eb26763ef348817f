import * as z from 'zod/mini';

export const Locales = ['en', 'es', 'mx', 'co', 'pl', 'ro', 'vn', 'de', 'ph'] as const;
export const LocaleSchema = z.enum(Locales);
export type Locale = z.infer<typeof LocaleSchema>;

export const CountryCodes = ['CO', 'DE', 'MX', 'PL', 'RO', 'ES', 'VN', 'PH'] as const;
export const CountryCodeSchema = z.enum(CountryCodes);
export type CountryCode = z.infer<typeof CountryCodeSchema>;

const positive = z.number().check(z.positive());

/** Amount or period bounds. `default` may sit outside [min, max]: see clampToBounds. */
export const BoundsSchema = z
  .object({ min: positive, max: positive, step: positive, default: positive })
  .check(z.refine((b) => b.min <= b.max, { message: 'min must not exceed max', path: ['min'] }));
export type Bounds = z.infer<typeof BoundsSchema>;

export const BrandConfigSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  displayName: z.string().check(z.minLength(1)),
  country: CountryCodeSchema,
  defaultLocale: LocaleSchema,
  currency: z.object({
    code: z.string().check(z.length(3)),
    symbol: z.string().check(z.minLength(1)),
  }),
  phonePrefix: z.string().check(z.regex(/^\+\d{1,4}$/)),
  homeUrl: z.url(),
  termsUrl: z.url(),
  dataProcessingPolicyUrl: z.url(),
  loan: z.object({
    amount: BoundsSchema,
    period: BoundsSchema,
    periodScale: z.enum(['days', 'months']),
  }),
  pageData: z.object({
    title: z.optional(z.string()),
    description: z.optional(z.string()),
    keywords: z.optional(z.string()),
  }),
});
export type BrandConfig = z.infer<typeof BrandConfigSchema>;
