import { LookupCountrySchema } from '@lf/contract';
import * as z from 'zod/mini';

/**
 * The lenders this marketplace passes applications to, and the countries each lends in (README,
 * "Partner logos"). A brand lists the ones it works with (`sandbox-products.ts`), each of its
 * own country; a thank-you page names those who may contact the applicant.
 *
 * Cofidis lends in Spain, Provident in Poland and Romania, Proficredit in Poland: named where
 * they lend, nowhere else. Instabank and IPF Digital make offers in the sandbox's offer states
 * (spec section 4) but are listed for none of the brands' countries. Every other name here is
 * made up for the sandbox: no real company is meant.
 *
 * Each logo is a wordmark drawn by `npm run wordmarks` (scripts/wordmarks.mjs, decision 0020)
 * into `wordmarks/<slug>.svg`: the name in outlines, in the partner's colour (its first word;
 * the rest in a dark grey), after an optional symbol. No box behind it: a filled box with the
 * name centred in it looked like a button (issue 37).
 */

/** The small symbols the script draws before a partner's name (none: the name alone). */
export const PartnerSymbols = [
  'arch',
  'bean',
  'dots',
  'drop',
  'leaf',
  'peaks',
  'petals',
  'ring',
  'spikes',
  'stalks',
  'wave',
] as const;

export const PartnerSchema = z.strictObject({
  /** The logo's file name, `/partner/logos/{slug}.svg`: safe in a path. */
  slug: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,40}$/)),
  name: z.string().check(z.minLength(1), z.maxLength(40)),
  /** Where it lends (ISO 3166-1 alpha-2); may be none of the brands' countries. */
  countries: z.array(LookupCountrySchema),
  /** The wordmark's colour, on the page's light background (contrast checked by the tests). */
  colour: z.string().check(z.regex(/^#[0-9a-f]{6}$/)),
  wordmark: z.strictObject({
    font: z.enum(['jakarta', 'sora']),
    symbol: z.optional(z.enum(PartnerSymbols)),
  }),
});
export type Partner = z.infer<typeof PartnerSchema>;

const CatalogueSchema = z.array(PartnerSchema).check(
  z.superRefine((partners, context) => {
    partners.forEach((partner, index) => {
      if (partners.findIndex((other) => other.slug === partner.slug) !== index) {
        context.addIssue({
          code: 'custom',
          message: `The slug "${partner.slug}" is taken`,
          path: [index, 'slug'],
          input: partner.slug,
        });
      }
    });
  }),
);

export const Partners: readonly Partner[] = Object.freeze(
  CatalogueSchema.parse([
    {
      slug: 'cofidis',
      name: 'Cofidis',
      countries: ['ES'],
      colour: '#b3003b',
      wordmark: { font: 'jakarta' },
    },
    {
      slug: 'brisa-finanzas',
      name: 'Brisa Finanzas',
      countries: ['ES'],
      colour: '#0b5f80',
      wordmark: { font: 'sora', symbol: 'wave' },
    },
    {
      slug: 'credito-faro',
      name: 'Crédito Faro',
      countries: ['ES'],
      colour: '#9a3412',
      wordmark: { font: 'jakarta', symbol: 'ring' },
    },
    {
      slug: 'ahornkredit',
      name: 'Ahornkredit',
      countries: ['DE'],
      colour: '#a1311a',
      wordmark: { font: 'jakarta', symbol: 'leaf' },
    },
    {
      slug: 'elbwerk-finanz',
      name: 'Elbwerk Finanz',
      countries: ['DE'],
      colour: '#1e4f8a',
      wordmark: { font: 'sora', symbol: 'arch' },
    },
    {
      slug: 'provident',
      name: 'Provident',
      countries: ['PL', 'RO'],
      colour: '#00558c',
      wordmark: { font: 'sora' },
    },
    {
      slug: 'proficredit',
      name: 'Proficredit',
      countries: ['PL'],
      colour: '#006b3f',
      wordmark: { font: 'jakarta' },
    },
    {
      slug: 'bursztyn-pozyczki',
      name: 'Bursztyn Pożyczki',
      countries: ['PL'],
      colour: '#8a4b00',
      wordmark: { font: 'jakarta', symbol: 'drop' },
    },
    {
      slug: 'carpati-credit',
      name: 'Carpați Credit',
      countries: ['RO'],
      colour: '#2f5d1e',
      wordmark: { font: 'sora', symbol: 'peaks' },
    },
    {
      slug: 'financiera-nopal',
      name: 'Financiera Nopal',
      countries: ['MX'],
      colour: '#2e6b1f',
      wordmark: { font: 'jakarta', symbol: 'dots' },
    },
    {
      slug: 'maguey-credito',
      name: 'Maguey Crédito',
      countries: ['MX'],
      colour: '#6b2e5f',
      wordmark: { font: 'sora', symbol: 'spikes' },
    },
    {
      slug: 'ceiba-finanzas',
      name: 'Ceiba Finanzas',
      countries: ['CO'],
      colour: '#1f5f4a',
      wordmark: { font: 'sora', symbol: 'leaf' },
    },
    {
      slug: 'cafetal-credito',
      name: 'Cafetal Crédito',
      countries: ['CO'],
      colour: '#6b3a1f',
      wordmark: { font: 'jakarta', symbol: 'bean' },
    },
    {
      slug: 'sen-vang-finance',
      name: 'Sen Vàng Finance',
      countries: ['VN'],
      colour: '#8a5a00',
      wordmark: { font: 'jakarta', symbol: 'petals' },
    },
    {
      slug: 'tre-xanh-credit',
      name: 'Tre Xanh Credit',
      countries: ['VN'],
      colour: '#1d6b3a',
      wordmark: { font: 'sora', symbol: 'stalks' },
    },
    {
      slug: 'narra-lending',
      name: 'Narra Lending',
      countries: ['PH'],
      colour: '#7a3f12',
      wordmark: { font: 'sora', symbol: 'leaf' },
    },
    {
      slug: 'sampaguita-credit',
      name: 'Sampaguita Credit',
      countries: ['PH'],
      colour: '#1f4e79',
      wordmark: { font: 'jakarta', symbol: 'petals' },
    },
    {
      slug: 'instabank',
      name: 'Instabank',
      countries: [],
      colour: '#1f2937',
      wordmark: { font: 'sora' },
    },
    {
      slug: 'ipf-digital',
      name: 'IPF Digital',
      countries: [],
      colour: '#5b2a86',
      wordmark: { font: 'jakarta' },
    },
  ]),
);

export function findPartner(slug: string): Partner | undefined {
  return Partners.find((partner) => partner.slug === slug);
}
