import type { CountryDefinition } from '../../config/config-layers';

/** Spain: currency, phone prefix, locales and address formats. */
export const countryConfig: CountryDefinition = {
  code: 'ES',
  settings: {
    currency: { code: 'EUR', symbol: '€' },
    // The highest monthly income and expense taken (issue 37): about 28 times a typical net wage
    // (some 1,800 €), so a real answer passes and a slip of extra zeros does not.
    monthlyAmountLimits: { income: 50_000, expenses: 50_000 },
    // The highest overdue and total debt taken: spec section 5's sums, in euros.
    debtAmountLimits: { overdueDebtAmount: 1000, totalDebtAmount: 500_000 },
    phonePrefix: '+34',
    locales: ['es', 'en'],
    defaultLocale: 'es',
    // EU (GDPR, ePrivacy): cookies and recording wait for the tracking consent (decision 0037).
    trackingConsent: true,
    validationFormats: { postalCode: '^\\d{5}$' },
  },
};
