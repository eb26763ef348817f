import type { CountryDefinition } from '../../config/config-layers';

/** Philippines: currency, phone prefix, locales and address formats. */
export const countryConfig: CountryDefinition = {
  code: 'PH',
  settings: {
    currency: { code: 'PHP', symbol: '₱' },
    phonePrefix: '+63',
    locales: ['ph', 'en'],
    defaultLocale: 'ph',
    validationFormats: { postalCode: '^\\d{4}$' },
  },
};
