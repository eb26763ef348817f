/**
 * The marketing consent channels (spec section 3: consent_email, consent_phone, ...). Apart from
 * the form-field catalogue (form-field-catalogue.ts), which the first page does not load: the
 * initial-details step lists the channels, and only tracking reads the catalogue's names.
 */
export const MarketingConsentChannels = ['email', 'phone', 'text', 'post'] as const;
export type MarketingConsentChannel = (typeof MarketingConsentChannels)[number];
