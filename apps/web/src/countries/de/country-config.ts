import type { CountryDefinition } from '../../config/config-layers';

/** Germany: currency, phone prefix, locales and address formats. */
export const countryConfig: CountryDefinition = {
  code: 'DE',
  settings: {
    currency: { code: 'EUR', symbol: '€' },
    phonePrefix: '+49',
    locales: ['de', 'en'],
    defaultLocale: 'de',
    validationFormats: { postalCode: '^\\d{5}$' },
  },
};
