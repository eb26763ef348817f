import type { CountryDefinition } from '../../config/config-layers';

/** Romania: currency, phone prefix, locales and address formats. */
export const countryConfig: CountryDefinition = {
  code: 'RO',
  settings: {
    currency: { code: 'RON', symbol: 'lei' },
    phonePrefix: '+40',
    locales: ['ro', 'en'],
    defaultLocale: 'ro',
    validationFormats: { postalCode: '^\\d{6}$', flatNumber: '^\\d+\\p{L}*$' },
  },
};
