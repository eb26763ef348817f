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
    termsUrl: 'https://www.vay-nhanh.example.vn/terms',
    dataProcessingPolicyUrl: 'https://www.vay-nhanh.example.vn/privacy',
    logo: new URL('./logo.svg', import.meta.url).href,
    logoWidth: 161,
    favicon: new URL('./favicon.svg', import.meta.url).href,
    // The sandbox hands REDIRECTED leads over to this partner (GET or POST).
    partnerOrigins: ['https://partner.example'],
    // The representative example on the first page (decision 0018); sample figures, not an offer.
    pricing: { nominalAnnualRatePercent: 30, originationFee: { fixed: 50000 } },
    theme: { primary: '#a0154b' },
    loan: { amount: { min: 1000000, max: 20000000, step: 500000, default: 5000000 } },
  },
};
