import type { BrandDefinition } from '../../config/config-layers';

/** Lei Rapid. */
export const brandDefinition: BrandDefinition = {
  id: 'lei-rapid-ro',
  countries: ['RO'],
  settings: {
    displayName: 'Lei Rapid',
    homeUrl: 'https://www.lei-rapid.example.ro/',
    support: {
      email: 'help@lei-rapid.example.ro',
    },
    // Its pages on the lead API the app is deployed with (config/api-base-url.ts).
    termsUrl: '{{apiBaseUrl}}/policies/lei-rapid-ro/terms',
    dataProcessingPolicyUrl: '{{apiBaseUrl}}/policies/lei-rapid-ro/privacy',
    logo: new URL('./logo.svg', import.meta.url).href,
    logoWidth: 145,
    favicon: new URL('./favicon.svg', import.meta.url).href,
    // The sandbox hands REDIRECTED leads over to this partner (GET or POST).
    partnerOrigins: ['https://partner.example'],
    // A short-term Romanian loan (issue 37): 39.9 % nominal, no fee, a DAE of 46.8 % on 1000 lei
    // for 73 days. Romanian law names the rate DAE: ro.json does, and so does English here.
    pricing: { nominalAnnualRatePercent: 39.9 },
    textOverrides: {
      en: {
        'costExample>apr': 'Annual percentage rate of charge (DAE)',
        'costExample>announcement': 'DAE {{apr}}, total amount payable {{total}}.',
      },
    },
    // The v3 dynamic form (spec section 2): one question per page, in the order of the flow file.
    applicationPage: 'dynamic',
    flow: { file: 'v3-romanian' },
    // Brisk and compact (decision 0021): tighter spacing, 6 px corners, a firm 1.2 scale.
    theme: {
      primary: '#1f5f3f',
      radius: { control: '6px', card: '10px' },
      space: { l: '1.125rem', xl: '1.75rem' },
      elevation: { card: '0 1px 3px rgba(31, 95, 63, 0.16)' },
    },
    loan: {
      amount: { min: 100, max: 10000, step: 100, default: 1000 },
      period: { min: 61, max: 90, step: 1, default: 73 },
    },
  },
};
