import { RECAPTCHA_TEST_TOKEN, type DynamicForm, type FieldError } from '@lf/contract';

export const CAPTCHA_FIELD = 'googleCaptchaToken';
export const CAPTCHA_REQUIRED_MESSAGE = 'Confirm that you are not a robot.';
export const CAPTCHA_INVALID_MESSAGE = 'The captcha could not be verified.';

/** What the check reads of a create or an update. */
export interface CaptchaContext {
  readonly dynamicForm?: DynamicForm;
  readonly generalPolicies?: boolean | null;
  readonly googleCaptchaToken?: string | null;
}

/**
 * The sandbox's reCAPTCHA verification, against its stand-in (src/recaptcha/stand-in.js):
 * - the v3 form's initial-details request (`dynamicForm` with `generalPolicies`) must carry a
 *   token, unless the lead already holds one it verified (`verifiedBefore`: Google verifies a
 *   token once, so a later page sends none): none, or `null`, is `required`;
 * - any request carrying a token other than `RECAPTCHA_TEST_TOKEN` is refused (`not_accepted`,
 *   as Google's verification answers `success: false`).
 * Classic requests without a token pass.
 */
export function captchaFieldErrors(
  { dynamicForm, generalPolicies, googleCaptchaToken }: CaptchaContext,
  verifiedBefore = false,
): FieldError[] {
  if (googleCaptchaToken === undefined || googleCaptchaToken === null) {
    const asked =
      !verifiedBefore &&
      dynamicForm !== undefined &&
      generalPolicies !== undefined &&
      generalPolicies !== null;
    return asked
      ? [{ fieldName: CAPTCHA_FIELD, message: CAPTCHA_REQUIRED_MESSAGE, code: 'required' }]
      : [];
  }
  return googleCaptchaToken === RECAPTCHA_TEST_TOKEN
    ? []
    : [{ fieldName: CAPTCHA_FIELD, message: CAPTCHA_INVALID_MESSAGE, code: 'not_accepted' }];
}
