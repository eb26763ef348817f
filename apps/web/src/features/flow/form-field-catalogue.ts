import { AllDataPoints, formFieldNamesOf, type LeadPath } from '@lf/contract';
import type { MarketingConsentChannel } from './marketing-consent-channels';

export {
  MarketingConsentChannels,
  type MarketingConsentChannel,
} from './marketing-consent-channels';

/**
 * The form-field catalogue of spec section 3: each data point the form asks for, by its dotted
 * lead path, and the field name the lender's systems and analytics know it by. One table for the
 * pages, the submission and the tests; a path the contract lacks is a type error.
 */
export const FormFieldNames = {
  amount: 'loan_amount',
  // Every section's data points, after-offer ones included: their contract entries' names
  // (data-points.ts, later-data-points.ts).
  ...formFieldNamesOf(AllDataPoints),
} as const satisfies Partial<Record<LeadPath, string>>;

export type FormDataPoint = keyof typeof FormFieldNames;

/** Each marketing consent channel is a field of its own: consent_email, consent_phone, ... */
export const MarketingConsentFieldNames: Readonly<Record<MarketingConsentChannel, string>> = {
  email: 'consent_email',
  phone: 'consent_phone',
  text: 'consent_text',
  post: 'consent_post',
};

export function formFieldName(path: FormDataPoint): string {
  return FormFieldNames[path];
}
