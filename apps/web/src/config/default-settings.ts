import { DefaultFormats, DefaultLoanBounds } from '@lf/contract';
import { deepFreeze, type DeepPartial, type BrandSettings } from './config-layers';

/**
 * Frozen defaults: the first layer under every country and brand (spec sections 1, 5 and 9).
 * Patterns are Unicode regular expressions kept as text.
 */
export const DefaultSettings: DeepPartial<BrandSettings> = deepFreeze({
  locales: ['en'],
  defaultLocale: 'en',
  currency: { code: 'EUR', symbol: '€' },
  phonePrefix: '+34',
  postcodeFillsCity: true,
  translationPath: '/locales/{{lng}}/{{ns}}.json',
  affiliateReferenceExpiryHours: 480,
  // Google's published test site key (not a secret): any domain, always passes. The sandbox's
  // stand-in accepts any key; a live brand sets its own in its brand-config.ts.
  recaptchaSiteKey: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
  // The bounds are the lead API's default product's (the sandbox reads them from there too).
  loan: {
    amount: { ...DefaultLoanBounds.amount, step: 100, default: 1000 },
    period: { ...DefaultLoanBounds.period, step: 1, default: 31 },
    periodScale: DefaultLoanBounds.periodScale,
  },
  // The formats of spec section 5, shared with the lead API (decision 0042).
  validationFormats: DefaultFormats,
  pageData: {},
  theme: {
    primary: '#0b5cad',
    onPrimary: '#ffffff',
    danger: '#b3261e',
    surface: '#ffffff',
    onSurface: '#1b1f24',
    muted: '#4a5560',
    background: '#f4f6f8',
    // Design tokens (decision 0021): a brand overrides only what it changes.
    radius: { control: '8px', card: '12px' },
    elevation: {
      card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
      raised: '0 4px 8px rgba(16, 24, 40, 0.1), 0 2px 4px rgba(16, 24, 40, 0.06)',
      overlay: '0 12px 24px rgba(16, 24, 40, 0.18), 0 4px 8px rgba(16, 24, 40, 0.08)',
    },
    space: { '2xs': '0.25rem', xs: '0.5rem', s: '0.75rem', m: '1rem', l: '1.25rem', xl: '2rem' },
    typeScale: { base: '1rem', ratio: 1.2, lineHeight: 1.5, headingWeight: 700 },
    font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  // The classic flow (spec section 4): loan information, five form steps, then checking; the
  // server names each next state.
  flow: {
    name: 'classic',
    order: 'server',
    start: 'loan-information',
    steps: [
      'loan-information',
      'personal-details',
      'contact-details',
      'income-details',
      'other-information',
      'reference-information',
    ],
  },
  applicationPage: 'classic',
  frameAncestors: [],
  postMessageOrigins: [],
  partnerOrigins: [],
  textOverrides: {},
  keepAnswersOnDevice: true,
  // The EU countries turn it on (countries/<cc>/country-config.ts).
  trackingConsent: false,
});
