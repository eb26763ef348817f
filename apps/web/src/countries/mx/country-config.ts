import type { CountryDefinition } from '../../config/config-layers';

/**
 * Mexico: currency, phone prefix, locales and address formats. A house number is often written
 * after the sign, "#222" (and "S/N" where there is none): the sign may lead.
 */
export const countryConfig: CountryDefinition = {
  code: 'MX',
  settings: {
    currency: { code: 'MXN', symbol: '$' },
    // The highest monthly income and expense taken (issue 37): about 30 times a typical formal net
    // wage (some 17,000 pesos), so a real answer passes and a slip of extra zeros does not.
    monthlyAmountLimits: { income: 500_000, expenses: 500_000 },
    // The highest overdue and total debt taken: spec section 5's 1000 € and 500,000 €
    // at about 20 pesos to the euro (1000 of its money would refuse nearly any debt).
    debtAmountLimits: { overdueDebtAmount: 20_000, totalDebtAmount: 10_000_000 },
    phonePrefix: '+52',
    locales: ['mx', 'en'],
    defaultLocale: 'mx',
    validationFormats: {
      postalCode: '^\\d{5}$',
      houseNumber: '^(?:# ?)?[\\p{L}\\d](?:[\\p{L}\\d /.,-]*[\\p{L}\\d])?$',
      // A street may carry the number sign, as addresses here are written: "Av. Reforma #222", "#14
      // Av. Juárez". The sign leads a number or a name, once, never at the end.
      street:
        "^(?:# ?)?[\\p{L}\\p{M}\\d](?:(?:[\\p{L}\\p{M}\\d ,.&/'-]|#(?= ?[\\p{L}\\p{M}\\d]))*[\\p{L}\\p{M}\\d])?(?:(?<=[\\p{L}\\p{M}])\\.)?$",
    },
  },
};
