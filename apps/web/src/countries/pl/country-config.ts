import type { CountryDefinition } from '../../config/config-layers';

/** Poland: currency, phone prefix, locales and address formats. */
export const countryConfig: CountryDefinition = {
  code: 'PL',
  settings: {
    currency: { code: 'PLN', symbol: 'zł' },
    phonePrefix: '+48',
    locales: ['pl', 'en'],
    defaultLocale: 'pl',
    validationFormats: { postalCode: '^\\d{2}-\\d{3}$' },
  },
};
