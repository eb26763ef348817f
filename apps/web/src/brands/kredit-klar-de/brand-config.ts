import type { BrandDefinition } from '../../config/config-layers';

/** KreditKlar. */
export const brandDefinition: BrandDefinition = {
  id: 'kredit-klar-de',
  countries: ['DE'],
  settings: {
    displayName: 'KreditKlar',
    homeUrl: 'https://www.kredit-klar.example.de/',
    support: {
      email: 'help@kredit-klar.example.de',
    },
    // Its pages on the lead API the app is deployed with (config/api-base-url.ts).
    termsUrl: '{{apiBaseUrl}}/policies/kredit-klar-de/terms',
    dataProcessingPolicyUrl: '{{apiBaseUrl}}/policies/kredit-klar-de/privacy',
    logo: new URL('./logo.svg', import.meta.url).href,
    logoWidth: 150,
    favicon: new URL('./favicon.svg', import.meta.url).href,
    // The sandbox hands REDIRECTED leads over to this partner (GET or POST).
    partnerOrigins: ['https://partner.example'],
    // The representative example on the first page (decision 0018); sample figures, not an offer.
    // No processing fee: German courts hold them void in consumer loans (BGH, XI ZR 405/12).
    pricing: { nominalAnnualRatePercent: 7.9 },
    // Sober, like a German bank (decision 0021): square corners, a flat card with a rule, a
    // tight 1.125 scale, semi-bold headings and Source Sans 3 (Latin with Latin Extended).
    theme: {
      primary: '#2b2b6f',
      background: '#f2f2f5',
      radius: { control: '2px', card: '4px' },
      elevation: { card: 'none', raised: '0 1px 2px rgba(0, 0, 0, 0.2)' },
      space: { l: '1.125rem' },
      typeScale: { ratio: 1.125, lineHeight: 1.45, headingWeight: 600 },
      brandFont: { name: 'source-sans-3', subsets: ['latin', 'latin-ext'] },
    },
    // Nothing personal outlives the tab on the device: answers stay in the session only.
    keepAnswersOnDevice: false,
    // No tracking vendor (tracking-config.ts): no cookie banner, no "Cookie settings" link, as
    // there is nothing to ask about. Configuring a vendor means turning this back on (brand:check).
    trackingConsent: false,
  },
};
