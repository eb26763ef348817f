import type { BrandDefinition } from '../../config/config-layers';

/** Pożyczka Plus. */
export const brandDefinition: BrandDefinition = {
  id: 'pozyczka-plus-pl',
  countries: ['PL'],
  settings: {
    displayName: 'Pożyczka Plus',
    homeUrl: 'https://www.pozyczkaplus.example.pl/',
    support: {
      email: 'help@pozyczkaplus.example.pl',
    },
    // Its pages on the lead API the app is deployed with (config/api-base-url.ts).
    termsUrl: '{{apiBaseUrl}}/policies/pozyczka-plus-pl/terms',
    dataProcessingPolicyUrl: '{{apiBaseUrl}}/policies/pozyczka-plus-pl/privacy',
    logo: new URL('./logo.svg', import.meta.url).href,
    logoWidth: 191,
    favicon: new URL('./favicon.svg', import.meta.url).href,
    // The sandbox hands REDIRECTED leads over to this partner (GET or POST).
    partnerOrigins: ['https://partner.example'],
    // The representative example on the first page (decision 0018); sample figures, not an offer.
    pricing: { nominalAnnualRatePercent: 18.5, originationFee: { percent: 5 } },
    // Crisp and confident (decision 0021): small corners, a strong shadow, extra-bold headings
    // on a 1.2 scale.
    theme: {
      primary: '#a3002f',
      radius: { control: '4px', card: '8px' },
      typeScale: { headingWeight: 800 },
      elevation: {
        card: '0 2px 4px rgba(0, 0, 0, 0.08), 0 6px 16px rgba(0, 0, 0, 0.1)',
      },
    },
    loan: { amount: { min: 500, max: 5000, step: 100, default: 2000 } },
  },
};
