import type { CountryDefinition } from '../../config/config-layers';

/** Vietnam: currency, phone prefix, locales and address formats (postcodes have 5 digits since 2018). */
export const countryConfig: CountryDefinition = {
  code: 'VN',
  settings: {
    currency: { code: 'VND', symbol: '₫' },
    phonePrefix: '+84',
    locales: ['vn', 'en'],
    defaultLocale: 'vn',
    validationFormats: { postalCode: '^\\d{5}$' },
  },
};
