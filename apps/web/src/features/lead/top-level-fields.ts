import type { DynamicForm, LeadData, LeadDataPatch } from '@lf/contract';
import type { ApplicationDataPatch } from '../application';
import type { BrandConfig } from '../../config/brand-config-schema';

/** What of the brand the lead's top-level fields read. */
export type LeadFieldsBrand = Pick<BrandConfig, 'loan'>;

/** The last day of the month every month has: a payment day after it would move in February. */
const LAST_DAY_IN_EVERY_MONTH = 28;

/** The v3 page that asks the brand's terms (`generalPolicies`) and the captcha (spec section 2). */
export const TERMS_PAGE = 'initial-details';

/**
 * What `recaptchalabel` says: the page whose captcha made `googleCaptchaToken` (the v3
 * initial-details step, the only page with a captcha), as reCAPTCHA's action names what a token
 * guards (decision 0041).
 */
export const RECAPTCHA_LABEL = TERMS_PAGE;

/**
 * Whether a new lead would be made without its terms: its flow asks them (on `TERMS_PAGE`) and
 * the answers do not accept them. Such a lead is never made (walker w12: after a 410, one was
 * made from the name page, without the terms or the captcha).
 */
export function lacksItsTerms(
  dynamicForm: DynamicForm | undefined,
  answers: Pick<LeadData, 'generalPolicies'>,
): boolean {
  return Boolean(dynamicForm?.stepOrder.includes(TERMS_PAGE)) && answers.generalPolicies !== true;
}

/**
 * Where the lead came from (`leadSource`, decision 0041): an affiliate's link (the affiliate
 * reference has an attribute), a Google Ads click (a click id), else straight to the product.
 */
export function leadSourceOf(data: LeadData): 'affiliate' | 'googleAds' | 'direct' {
  if (data.affiliateReferenceParams?.attribute) return 'affiliate';
  const click = data.googleClick;
  if (click?.gclid || click?.gbraid || click?.wbraid) return 'googleAds';
  return 'direct';
}

/**
 * The top-level fields of spec section 3 a new lead carries (issue 38 item 2; the spec names
 * them, not their values: decision 0041). `periodScale` is the brand's; `financingOption` the
 * repayment it makes (one at the end of a term in days, monthly instalments for a term in
 * months); `monthlyPaymentDay`, for instalments only, the day of the month the loan is asked
 * (the 28th at the latest); `leadSource` as `leadSourceOf`; `recaptchalabel` with a captcha token.
 */
export function newLeadFields(data: LeadData, brand: LeadFieldsBrand, today: Date): LeadData {
  const { periodScale } = brand.loan;
  const monthly = periodScale === 'months';
  return {
    periodScale,
    financingOption: monthly ? 'instalments' : 'singleRepayment',
    ...(monthly ? { monthlyPaymentDay: Math.min(today.getDate(), LAST_DAY_IN_EVERY_MONTH) } : {}),
    leadSource: leadSourceOf(data),
    // A captcha's token says what it guards.
    ...(data.googleCaptchaToken ? { recaptchalabel: RECAPTCHA_LABEL } : {}),
  };
}

/**
 * An update's body with the captcha's token only when this save answers the captcha (its patch
 * carries the token), with its label: Google verifies a token once, so a later save sends none,
 * and the lead keeps the one it verified. The browser keeps the token: the captcha's page stays
 * answered. A create sends the token the applicant holds (its body is every answer).
 */
export function withCaptchaOnce(body: LeadDataPatch, patch: ApplicationDataPatch): LeadDataPatch {
  if ('googleCaptchaToken' in patch) {
    return patch.googleCaptchaToken ? { ...body, recaptchalabel: RECAPTCHA_LABEL } : body;
  }
  const rest = { ...body };
  delete rest.googleCaptchaToken;
  return rest;
}
