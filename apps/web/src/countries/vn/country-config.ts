import type { CountryDefinition } from '../../config/config-layers';

/** Vietnam: currency, phone prefix, locales and address formats (postcodes have 5 digits since 2018). */
export const countryConfig: CountryDefinition = {
  code: 'VN',
  settings: {
    currency: { code: 'VND', symbol: '₫' },
    // The highest monthly income and expense taken (issue 37): about 60 times a typical wage (some
    // 8 million dong), so a real answer passes and a slip of extra zeros does not.
    monthlyAmountLimits: { income: 500_000_000, expenses: 500_000_000 },
    // The highest overdue and total debt taken: spec section 5's 1000 € and 500,000 €
    // at about 27,000 ₫ to the euro (1000 of its money would refuse nearly any debt).
    debtAmountLimits: { overdueDebtAmount: 27_000_000, totalDebtAmount: 13_500_000_000 },
    phonePrefix: '+84',
    phoneTrunkPrefix: '0',
    // Two tiers since July 2025: a province, then a ward or commune, which no postcode names.
    postcodeFillsCity: false,
    locales: ['vn', 'en'],
    defaultLocale: 'vn',
    validationFormats: { postalCode: '^\\d{5}$' },
  },
};
