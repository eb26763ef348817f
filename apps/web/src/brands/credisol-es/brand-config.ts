import type { BrandDefinition } from '../../config/config-layers';

/** CrediSol. */
export const brandDefinition: BrandDefinition = {
  id: 'credisol-es',
  countries: ['ES'],
  settings: {
    displayName: 'CrediSol',
    homeUrl: 'https://www.credisol.example.es/',
    support: {
      email: 'help@credisol.example.es',
    },
    // Its pages on the lead API the app is deployed with (config/api-base-url.ts).
    termsUrl: '{{apiBaseUrl}}/policies/credisol-es/terms',
    dataProcessingPolicyUrl: '{{apiBaseUrl}}/policies/credisol-es/privacy',
    logo: new URL('./logo.svg', import.meta.url).href,
    logoWidth: 134,
    favicon: new URL('./favicon.svg', import.meta.url).href,
    // The sandbox hands REDIRECTED leads over to this partner (GET or POST).
    partnerOrigins: ['https://partner.example'],
    // A short-term Spanish loan (issue 37): 24.9 % TIN and a 2 % opening fee, a TAE of 43.0 %
    // on 1000 € for 61 days. The TAE and the TIN in es.json; English keeps "APR".
    pricing: { nominalAnnualRatePercent: 24.9, originationFee: { percent: 2 } },
    // The v3 dynamic form (spec section 2): one question per page, in the order of the flow file.
    applicationPage: 'dynamic',
    flow: { file: 'v3-default' },
    // Warm and rounded (decision 0021): soft corners, a livelier 1.25 scale, heavy headings.
    theme: {
      primary: '#8a3b00',
      background: '#fbf6f1',
      radius: { control: '12px', card: '20px' },
      typeScale: { ratio: 1.25, headingWeight: 800 },
      elevation: {
        card: '0 2px 6px rgba(138, 59, 0, 0.08), 0 8px 24px rgba(138, 59, 0, 0.08)',
      },
    },
  },
};
