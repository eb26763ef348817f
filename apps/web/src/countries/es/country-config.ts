import type { CountryDefinition } from '../../config/config-layers';

/** Spain: currency, phone prefix, locales and address formats. */
export const countryConfig: CountryDefinition = {
  code: 'ES',
  settings: {
    currency: { code: 'EUR', symbol: '€' },
    phonePrefix: '+34',
    locales: ['es', 'en'],
    defaultLocale: 'es',
    validationFormats: { postalCode: '^\\d{5}$' },
  },
};
