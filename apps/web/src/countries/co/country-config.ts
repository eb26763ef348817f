import type { CountryDefinition } from '../../config/config-layers';

/**
 * Colombia: currency, phone prefix, locales and address formats. A house number is written the
 * Colombian way, "# 12-34" (the cross street's number, then the distance): the sign may lead.
 */
export const countryConfig: CountryDefinition = {
  code: 'CO',
  settings: {
    currency: { code: 'COP', symbol: '$' },
    // The highest monthly income and expense taken (issue 37): about 40 times a typical net wage
    // (some 2.5 million pesos), so a real answer passes and a slip of extra zeros does not.
    monthlyAmountLimits: { income: 100_000_000, expenses: 100_000_000 },
    // The highest overdue and total debt taken: spec section 5's 1000 € and 500,000 €
    // at about 4,500 pesos to the euro (1000 of its money would refuse nearly any debt).
    debtAmountLimits: { overdueDebtAmount: 4_500_000, totalDebtAmount: 2_250_000_000 },
    phonePrefix: '+57',
    locales: ['co', 'en'],
    defaultLocale: 'co',
    validationFormats: {
      postalCode: '^\\d{6}$',
      houseNumber: '^(?:# ?)?[\\p{L}\\d](?:[\\p{L}\\d /.,-]*[\\p{L}\\d])?$',
      // A street may carry the number sign, as addresses here are written: "Calle 10 # 5-20" (the
      // cross street's number, then the distance). The sign leads a number or a name, once, never
      // at the end.
      street:
        "^(?:# ?)?[\\p{L}\\p{M}\\d](?:(?:[\\p{L}\\p{M}\\d ,.&/'-]|#(?= ?[\\p{L}\\p{M}\\d]))*[\\p{L}\\p{M}\\d])?(?:(?<=[\\p{L}\\p{M}])\\.)?$",
    },
  },
};
