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
    termsUrl: 'https://www.presta-ya.example.com.mx/terms',
    dataProcessingPolicyUrl: 'https://www.presta-ya.example.com.mx/privacy',
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
    theme: { primary: '#006b5f' },
    loan: { amount: { min: 1000, max: 20000, step: 500, default: 5000 } },
  },
};
