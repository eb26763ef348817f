import type { CountryDefinition } from '../../config/config-layers';

/** Poland: currency, phone prefix, locales and address formats. */
export const countryConfig: CountryDefinition = {
  code: 'PL',
  settings: {
    currency: { code: 'PLN', symbol: 'zł' },
    // The highest monthly income and expense taken (issue 37): about 30 times a typical net wage
    // (some 6,000 zł), so a real answer passes and a slip of extra zeros does not.
    monthlyAmountLimits: { income: 200_000, expenses: 200_000 },
    // The highest overdue and total debt taken: spec section 5's 1000 € and 500,000 €
    // at about 4.3 zł to the euro, so the bound means what it means in Spain.
    debtAmountLimits: { overdueDebtAmount: 4300, totalDebtAmount: 2_150_000 },
    phonePrefix: '+48',
    locales: ['pl', 'en'],
    defaultLocale: 'pl',
    // EU (GDPR, ePrivacy): cookies and recording wait for the tracking consent (decision 0037).
    trackingConsent: true,
    validationFormats: { postalCode: '^\\d{2}-\\d{3}$' },
  },
};
