import type { BrandDefinition } from '../../config/config-layers';

/** PrestaYa. */
export const brandDefinition: BrandDefinition = {
  id: 'presta-ya-mx',
  countries: ['MX'],
  settings: {
    displayName: 'PrestaYa',
    homeUrl: 'https://www.presta-ya.example.com.mx/',
    support: {
      email: 'help@presta-ya.example.com.mx',
    },
    // Its pages on the lead API the app is deployed with (config/api-base-url.ts).
    termsUrl: '{{apiBaseUrl}}/policies/presta-ya-mx/terms',
    dataProcessingPolicyUrl: '{{apiBaseUrl}}/policies/presta-ya-mx/privacy',
    logo: new URL('./logo.svg', import.meta.url).href,
    logoWidth: 139,
    favicon: new URL('./favicon.svg', import.meta.url).href,
    // The sandbox hands REDIRECTED leads over to this partner (GET or POST).
    partnerOrigins: ['https://partner.example'],
    // The representative example on the first page (decision 0018); sample figures, not an offer.
    pricing: { nominalAnnualRatePercent: 89.9, originationFee: { percent: 3 } },
    // Mexican law names the rate CAT, before VAT, in every language the brand speaks.
    textOverrides: {
      en: {
        'costExample>apr': 'Total annual cost (CAT) before VAT, for information and comparison',
        'costExample>announcement': 'CAT {{apr}} before VAT, total amount payable {{total}}.',
      },
    },
    // Fresh and open (decision 0021): 10 px corners, roomy gaps, a 1.25 scale.
    theme: {
      primary: '#006b5f',
      background: '#f1f8f6',
      radius: { control: '10px', card: '14px' },
      space: { l: '1.5rem' },
      typeScale: { ratio: 1.25 },
    },
    loan: { amount: { min: 1000, max: 20000, step: 500, default: 5000 } },
  },
};
