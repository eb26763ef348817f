import type { CountryDefinition } from '../../config/config-layers';

/** Colombia: currency, phone prefix, locales and address formats. */
export const countryConfig: CountryDefinition = {
  code: 'CO',
  settings: {
    currency: { code: 'COP', symbol: '$' },
    phonePrefix: '+57',
    locales: ['co', 'en'],
    defaultLocale: 'co',
    validationFormats: { postalCode: '^\\d{6}$' },
  },
};
