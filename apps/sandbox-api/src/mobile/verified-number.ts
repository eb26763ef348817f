import { ApplicationState, type LeadData } from '@lf/contract';
import { ApiError } from '../http/api-error.js';
import type { StoredLead } from '../leads/lead-repository.js';
import { phoneNumberOfShape } from './mobile-code.js';

/** The number a lead's code goes to: its contact phone, without separators. */
export function leadPhoneNumber(data: LeadData): string {
  const phone = data.contactDetails?.phoneNumber ?? '';
  return phoneNumberOfShape(phone) ?? phone;
}

/**
 * Whether the lead's number is verified: the verify call with the right code recorded it, and the
 * number has not changed since (a new number is sent a new code, which must be verified again).
 */
export function isMobileVerified(lead: Pick<StoredLead, 'data' | 'mobileVerifiedPhone'>): boolean {
  return (
    lead.mobileVerifiedPhone !== null && lead.mobileVerifiedPhone === leadPhoneNumber(lead.data)
  );
}

/**
 * A lender's API moves no lead past MOBILE_VERIFICATION without the code: an update of a lead
 * waiting there with its number not verified is refused, 409 `mobile_verification_required`
 * (the caller writes nothing). Only `POST /v2/customer/mobile/verify` moves it on.
 */
export function requireMobileVerified(
  lead: Pick<StoredLead, 'applicationState' | 'data' | 'mobileVerifiedPhone'>,
): void {
  if (lead.applicationState !== ApplicationState.MOBILE_VERIFICATION || isMobileVerified(lead)) {
    return;
  }
  throw new ApiError(
    409,
    'mobile_verification_required',
    'The lead waits for its mobile verification: verify the code, then write again.',
    'id',
  );
}
