import type { BrandConfig } from '../../config/brand-config-schema';

/** The default brand: Spain, euro, +34 (spec sections 1, 5 and 9). */
export const brandConfig: BrandConfig = {
  id: 'default-es',
  displayName: 'Prestamo Claro',
  country: 'ES',
  defaultLocale: 'es',
  currency: { code: 'EUR', symbol: '€' },
  phonePrefix: '+34',
  homeUrl: 'https://www.example.com/',
  termsUrl: 'https://www.example.com/terms',
  dataProcessingPolicyUrl: 'https://www.example.com/privacy',
  loan: {
    amount: { min: 100, max: 1000, step: 100, default: 1000 },
    period: { min: 61, max: 90, step: 1, default: 31 },
    periodScale: 'days',
  },
  pageData: {
    title: 'Solicitud de préstamo',
    description: 'Solicita tu préstamo en línea en pocos minutos.',
  },
};
