import type { BrandDefinition } from '../../config/config-layers';

/** PesoLend. */
export const brandDefinition: BrandDefinition = {
  id: 'pesolend-ph',
  countries: ['PH'],
  settings: {
    displayName: 'PesoLend',
    homeUrl: 'https://www.pesolend.example.ph/',
    support: {
      email: 'help@pesolend.example.ph',
    },
    // Its pages on the lead API the app is deployed with (config/api-base-url.ts).
    termsUrl: '{{apiBaseUrl}}/policies/pesolend-ph/terms',
    dataProcessingPolicyUrl: '{{apiBaseUrl}}/policies/pesolend-ph/privacy',
    logo: new URL('./logo.svg', import.meta.url).href,
    logoWidth: 151,
    favicon: new URL('./favicon.svg', import.meta.url).href,
    // The sandbox hands REDIRECTED leads over to this partner (GET or POST).
    partnerOrigins: ['https://partner.example'],
    // A short-term Philippine loan (issue 37): 36 % a year (3 % a month, under the BSP's 6 % a
    // month ceiling on small short-term loans) and a 3 % processing fee, an EIR of 67.6 % on
    // ₱5,000 for 61 days. The Truth in Lending Act's words (sample computation, finance charge,
    // effective interest rate) in ph.json, and here for English too.
    pricing: { nominalAnnualRatePercent: 36, originationFee: { percent: 3 } },
    textOverrides: {
      en: {
        'costExample>title': 'Sample computation',
        'costExample>singleRepayment': 'Total amount to be paid, in one payment',
        'costExample>totalRepayable': 'Total amount to be paid',
        'costExample>totalCost': 'Total finance charge',
        'costExample>apr': 'Effective interest rate (EIR) per year',
        'costExample>announcement': 'EIR {{apr}} a year, total amount to be paid {{total}}.',
      },
    },
    // Friendly (decision 0021): pill-soft corners, a 1.25 scale, a lifted card.
    theme: {
      primary: '#0d47a1',
      background: '#eef3fb',
      radius: { control: '14px', card: '24px' },
      typeScale: { ratio: 1.25, headingWeight: 800 },
      elevation: { card: '0 4px 16px rgba(13, 71, 161, 0.12)' },
    },
    loan: { amount: { min: 1000, max: 25000, step: 500, default: 5000 } },
  },
};
