import type { BrandDefinition } from '../../config/config-layers';

/** Préstamo Claro. */
export const brandDefinition: BrandDefinition = {
  id: 'default-es',
  countries: ['ES'],
  settings: {
    displayName: 'Préstamo Claro',
    homeUrl: 'https://www.prestamo-claro.example.es/',
    support: {
      email: 'help@prestamo-claro.example.es',
      phone: '+34 910 000 000',
    },
    // Its pages on the lead API the app is deployed with (config/api-base-url.ts).
    termsUrl: '{{apiBaseUrl}}/policies/default-es/terms',
    dataProcessingPolicyUrl: '{{apiBaseUrl}}/policies/default-es/privacy',
    logo: new URL('./logo.svg', import.meta.url).href,
    logoWidth: 207,
    favicon: new URL('./favicon.svg', import.meta.url).href,
    // Spain's large Romanian-speaking community may apply in Romanian.
    locales: ['es', 'en', 'ro'],
    // The sandbox hands REDIRECTED leads over to this partner (GET or POST).
    partnerOrigins: ['https://partner.example'],
    // The representative example on the first page (decision 0018); sample figures, not an offer.
    pricing: { nominalAnnualRatePercent: 19.9, originationFee: { percent: 1.5 } },
    // The house look (decision 0021): the defaults' tokens, a calm 1.2 scale, 8 px controls.
    theme: { primary: '#0b5cad' },
    // Its page data (spec section 1), in Spanish, naming the brand as its pages' titles do.
    pageData: {
      title: 'Préstamo Claro: préstamos en línea',
      description: 'Solicita tu préstamo en línea con Préstamo Claro en pocos minutos.',
      keywords: 'Préstamo Claro, préstamo, préstamo rápido, crédito en línea',
    },
  },
};
