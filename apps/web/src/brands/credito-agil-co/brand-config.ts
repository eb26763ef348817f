import type { BrandDefinition } from '../../config/config-layers';

/** Crédito Ágil. */
export const brandDefinition: BrandDefinition = {
  id: 'credito-agil-co',
  countries: ['CO'],
  settings: {
    displayName: 'Crédito Ágil',
    homeUrl: 'https://www.credito-agil.example.com.co/',
    support: {
      email: 'help@credito-agil.example.com.co',
    },
    // Its pages on the lead API the app is deployed with (config/api-base-url.ts).
    termsUrl: '{{apiBaseUrl}}/policies/credito-agil-co/terms',
    dataProcessingPolicyUrl: '{{apiBaseUrl}}/policies/credito-agil-co/privacy',
    logo: new URL('./logo.svg', import.meta.url).href,
    logoWidth: 169,
    favicon: new URL('./favicon.svg', import.meta.url).href,
    // The sandbox hands REDIRECTED leads over to this partner (GET or POST).
    partnerOrigins: ['https://partner.example'],
    // The representative example on the first page (decision 0018); sample figures, not an offer.
    pricing: { nominalAnnualRatePercent: 21.5, originationFee: { fixed: 5000 } },
    // Colombian rates are stated as an effective annual rate (E.A.), in English too.
    textOverrides: {
      en: {
        'costExample>apr': 'Effective annual rate (E.A.)',
        'costExample>announcement':
          'Effective annual rate {{apr}}, total amount payable {{total}}.',
      },
    },
    // Quick and airy (decision 0021): generous spacing, round corners, a 1.25 scale.
    theme: {
      primary: '#6a1b9a',
      background: '#f7f3fa',
      radius: { control: '10px', card: '16px' },
      space: { l: '1.5rem', xl: '2.5rem' },
      typeScale: { ratio: 1.25, headingWeight: 800 },
    },
    loan: { amount: { min: 100000, max: 2000000, step: 50000, default: 500000 } },
  },
};
