import type { BrandDefinition } from '../../config/config-layers';

/** Pożyczka Plus. */
export const brandDefinition: BrandDefinition = {
  id: 'pozyczka-plus-pl',
  countries: ['PL'],
  settings: {
    displayName: 'Pożyczka Plus',
    homeUrl: 'https://www.pozyczkaus.example.pl/',
    support: {
      email: 'help@pozyczkaus.example.pl',
    },
    termsUrl: 'https://www.pozyczkaus.example.pl/terms',
    dataProcessingPolicyUrl: 'https://www.pozyczkaus.example.pl/privacy',
    logo: new URL('./logo.svg', import.meta.url).href,
    logoWidth: 191,
    favicon: new URL('./favicon.svg', import.meta.url).href,
    // The sandbox hands REDIRECTED leads over to this partner (GET or POST).
    partnerOrigins: ['https://partner.example'],
    // The representative example on the first page (decision 0018); sample figures, not an offer.
    pricing: { nominalAnnualRatePercent: 18.5, originationFee: { percent: 5 } },
    theme: { primary: '#a3002f' },
    loan: { amount: { min: 500, max: 5000, step: 100, default: 2000 } },
  },
};
