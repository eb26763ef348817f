import type { CountryDefinition } from '../../config/config-layers';

/** Germany: currency, phone prefix, locales and address formats. */
export const countryConfig: CountryDefinition = {
  code: 'DE',
  settings: {
    currency: { code: 'EUR', symbol: '€' },
    // The highest monthly income and expense taken (issue 37): about 18 times a typical net wage
    // (some 2,800 €), so a real answer passes and a slip of extra zeros does not.
    monthlyAmountLimits: { income: 50_000, expenses: 50_000 },
    // The highest overdue and total debt taken: spec section 5's sums, in euros.
    debtAmountLimits: { overdueDebtAmount: 1000, totalDebtAmount: 500_000 },
    phonePrefix: '+49',
    phoneTrunkPrefix: '0',
    locales: ['de', 'en'],
    defaultLocale: 'de',
    // EU (GDPR, ePrivacy): cookies and recording wait for the tracking consent (decision 0037).
    trackingConsent: true,
    validationFormats: { postalCode: '^\\d{5}$' },
  },
};
