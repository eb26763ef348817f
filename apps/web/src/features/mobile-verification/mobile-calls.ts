import { MobileVerificationStatusSchema, OfferStagePaths } from '@lf/contract';
import { callStage, moveLead } from '../lead/lazy';

/**
 * The calls of the two pages (spec section 7). Only the reads retry by themselves: a code is an
 * attempt the server counts, a new code restarts the cool-down, and the pages offer Try again.
 */

/** Where the code went, when another may be asked for, and the tries left. */
export const loadVerificationStatus = () =>
  callStage(MobileVerificationStatusSchema, {
    request: (id) => ({
      method: 'GET',
      path: `${OfferStagePaths.mobileVerification}?id=${encodeURIComponent(id)}`,
    }),
    failureMessage: 'Failed to load the mobile verification',
  });

export const verifyCode = (code: string) =>
  moveLead({
    request: (id) => ({ method: 'POST', path: OfferStagePaths.mobileVerify, body: { id, code } }),
    failureMessage: 'Failed to verify the mobile code',
    retry: false,
  });

export const resendCode = () =>
  callStage(MobileVerificationStatusSchema, {
    request: (id) => ({ method: 'POST', path: OfferStagePaths.mobileResendCode, body: { id } }),
    failureMessage: 'Failed to send a new mobile code',
    retry: false,
  });

export const changeMobileNumber = (phoneNumber: string) =>
  moveLead({
    request: (id) => ({
      method: 'POST',
      path: OfferStagePaths.mobileChange,
      body: { id, phoneNumber },
    }),
    failureMessage: 'Failed to change the mobile number',
    retry: false,
  });
