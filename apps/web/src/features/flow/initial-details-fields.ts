import type { FieldDefinition } from './step-catalogue';

/**
 * The v3 initial-details step (spec section 2): e-mail, phone number, marketing consents, the
 * brand's general policies and a captcha.
 */
export const InitialDetailsFields: readonly FieldDefinition[] = [];
