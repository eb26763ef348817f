import type { CountryDefinition } from '../../config/config-layers';

/** Mexico: currency, phone prefix, locales and address formats. */
export const countryConfig: CountryDefinition = {
  code: 'MX',
  settings: {
    currency: { code: 'MXN', symbol: '$' },
    phonePrefix: '+52',
    locales: ['mx', 'en'],
    defaultLocale: 'mx',
    validationFormats: { postalCode: '^\\d{5}$' },
  },
};
