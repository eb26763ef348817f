import type { CountryDefinition } from '../../config/config-layers';

/** Philippines: currency, phone prefix, locales and address formats. */
export const countryConfig: CountryDefinition = {
  code: 'PH',
  settings: {
    currency: { code: 'PHP', symbol: '₱' },
    // The highest monthly income and expense taken (issue 37): about 50 times a typical wage (some
    // 20,000 pesos), so a real answer passes and a slip of extra zeros does not.
    monthlyAmountLimits: { income: 1_000_000, expenses: 1_000_000 },
    // The highest overdue and total debt taken: spec section 5's 1000 € and 500,000 €
    // at about 60 pesos to the euro (1000 of its money would refuse nearly any debt).
    debtAmountLimits: { overdueDebtAmount: 60_000, totalDebtAmount: 30_000_000 },
    phonePrefix: '+63',
    phoneTrunkPrefix: '0',
    locales: ['ph', 'en'],
    defaultLocale: 'ph',
    validationFormats: {
      postalCode: '^\\d{4}$',
      // "#12", as Philippine addresses write a house or lot number: the sign may lead.
      houseNumber: '^(?:# ?)?[\\p{L}\\d](?:[\\p{L}\\d /.,-]*[\\p{L}\\d])?$',
      // A street may carry the number sign, as addresses here are written: "#7 Mabini", "Mabini St.
      // #7". The sign leads a number or a name, once, never at the end.
      street:
        "^(?:# ?)?[\\p{L}\\p{M}\\d](?:(?:[\\p{L}\\p{M}\\d ,.&/'-]|#(?= ?[\\p{L}\\p{M}\\d]))*[\\p{L}\\p{M}\\d])?(?:(?<=[\\p{L}\\p{M}])\\.)?$",
    },
  },
};
