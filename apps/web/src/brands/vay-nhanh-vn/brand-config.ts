import type { BrandDefinition } from '../../config/config-layers';

/** Vay Nhanh. */
export const brandDefinition: BrandDefinition = {
  id: 'vay-nhanh-vn',
  countries: ['VN'],
  settings: {
    displayName: 'Vay Nhanh',
    homeUrl: 'https://www.vay-nhanh.example.vn/',
    support: {
      email: 'help@vay-nhanh.example.vn',
    },
    // Its pages on the lead API the app is deployed with (config/api-base-url.ts).
    termsUrl: '{{apiBaseUrl}}/policies/vay-nhanh-vn/terms',
    dataProcessingPolicyUrl: '{{apiBaseUrl}}/policies/vay-nhanh-vn/privacy',
    logo: new URL('./logo.svg', import.meta.url).href,
    logoWidth: 161,
    favicon: new URL('./favicon.svg', import.meta.url).href,
    // The sandbox hands REDIRECTED leads over to this partner (GET or POST).
    partnerOrigins: ['https://partner.example'],
    // The representative example on the first page (decision 0018); sample figures, not an offer.
    pricing: { nominalAnnualRatePercent: 30, originationFee: { fixed: 50000 } },
    // Rounded and friendly (decision 0021): body text a size up, soft corners, a 1.25 scale. The
    // system fonts: a brand font would need its Latin and Vietnamese files preloaded (51 KB with
    // Nunito), past the first page's budget, and one not preloaded shifts the page as it arrives.
    theme: {
      primary: '#a0154b',
      background: '#fbf3f6',
      radius: { control: '12px', card: '20px' },
      typeScale: { base: '1.0625rem', ratio: 1.25, lineHeight: 1.6, headingWeight: 800 },
    },
    loan: { amount: { min: 1000000, max: 20000000, step: 500000, default: 5000000 } },
  },
};
