import type { CountryDefinition } from '../../config/config-layers';

/** Romania: currency, phone prefix, locales and address formats. */
export const countryConfig: CountryDefinition = {
  code: 'RO',
  settings: {
    currency: { code: 'RON', symbol: 'lei' },
    // The highest monthly income and expense taken (issue 37): about 35 times a typical net wage
    // (some 5,500 lei), so a real answer passes and a slip of extra zeros does not.
    monthlyAmountLimits: { income: 200_000, expenses: 200_000 },
    // The highest overdue and total debt taken: spec section 5's 1000 € and 500,000 €
    // at about 5 lei to the euro, so the bound means what it means in Spain.
    debtAmountLimits: { overdueDebtAmount: 5000, totalDebtAmount: 2_500_000 },
    phonePrefix: '+40',
    phoneTrunkPrefix: '0',
    locales: ['ro', 'en'],
    defaultLocale: 'ro',
    // EU (GDPR, ePrivacy): cookies and recording wait for the tracking consent (decision 0037).
    trackingConsent: true,
    validationFormats: { postalCode: '^\\d{6}$', flatNumber: '^\\d+\\p{L}*$' },
  },
};
