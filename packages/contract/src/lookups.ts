import * as z from 'zod/mini';
import { storableText } from './storable-text.js';

/**
 * The look-ups of spec section 7 that the steps use: postcode (fills city and province), e-mail
 * check (advisory) and company (the employer). Paths are relative to the configured base URL.
 */

/** The countries the look-ups hold data for (ISO 3166-1 alpha-2, upper case). */
export const LookupCountries = ['ES', 'RO', 'PL', 'DE', 'MX', 'CO', 'VN', 'PH'] as const;
export const LookupCountrySchema = z.enum(LookupCountries);
export type LookupCountry = z.infer<typeof LookupCountrySchema>;

/** A company search answers at most this many companies. */
export const MAX_COMPANY_RESULTS = 10;

function withCountry(path: string, country: LookupCountry | undefined): string {
  return country === undefined ? path : `${path}?country=${country}`;
}

export const LookupPaths = {
  postcode: (code: string, country?: LookupCountry) =>
    withCountry(`/postcode/lookup/${encodeURIComponent(code)}`, country),
  /** The earlier form of the postcode look-up; same answer. */
  postcodeV1: (code: string, country?: LookupCountry) =>
    withCountry(`/postcode/${encodeURIComponent(code)}`, country),
  emailValidation: (email: string) => `/email/validate/${encodeURIComponent(email)}`,
  company: (name: string, country?: LookupCountry) =>
    withCountry(`/company/${encodeURIComponent(name)}`, country),
} as const;

/** `?country=XX` narrows a postcode or company look-up to one country; without it all are searched. */
export const LookupQuerySchema = z.object({
  country: z.optional(LookupCountrySchema),
});
export type LookupQuery = z.infer<typeof LookupQuerySchema>;

/** Letters and digits, with inner spaces or hyphens (`28013`, `00-001`, `1000`), 2 to 12 long. */
export const PostcodeParamsSchema = z.object({
  code: z.string().check(
    z.minLength(2),
    z.maxLength(12),
    z.regex(/^[0-9A-Za-z](?:[0-9A-Za-z -]*[0-9A-Za-z])?$/, {
      error: 'Expected letters and digits, with spaces or hyphens inside',
    }),
  ),
});
export type PostcodeParams = z.infer<typeof PostcodeParamsSchema>;

export const PostcodeAnswerSchema = z.object({
  postalCode: z.string(),
  city: z.string(),
  province: z.string(),
  country: LookupCountrySchema,
});
export type PostcodeAnswer = z.infer<typeof PostcodeAnswerSchema>;

/** Any text is checked (bad syntax answers `valid: false`); only its length is refused. */
export const EmailValidationParamsSchema = z.object({
  email: storableText(320).check(z.minLength(1)),
});
export type EmailValidationParams = z.infer<typeof EmailValidationParamsSchema>;

export const EmailValidationAnswerSchema = z.object({
  email: z.string(),
  valid: z.boolean(),
  /** The address with a likely typo in its domain corrected (`gmial.com` → `gmail.com`). */
  suggestion: z.optional(z.string()),
});
export type EmailValidationAnswer = z.infer<typeof EmailValidationAnswerSchema>;

/** Part of a company name, matched anywhere in it; at least 2 characters once trimmed. */
export const CompanySearchParamsSchema = z.object({
  name: storableText(100).check(z.minLength(2)),
});
export type CompanySearchParams = z.infer<typeof CompanySearchParamsSchema>;

export const CompanySchema = z.object({
  name: z.string(),
  /** The country's company tax id: CIF, CUI, NIP, USt-IdNr., RFC, NIT, MST or TIN. */
  taxRegistryCode: z.string(),
  city: z.string(),
  province: z.string(),
  country: LookupCountrySchema,
});
export type Company = z.infer<typeof CompanySchema>;

export const CompanySearchAnswerSchema = z.object({
  companies: z.array(CompanySchema).check(z.maxLength(MAX_COMPANY_RESULTS)),
});
export type CompanySearchAnswer = z.infer<typeof CompanySearchAnswerSchema>;
