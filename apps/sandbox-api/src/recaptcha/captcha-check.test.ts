import { RECAPTCHA_TEST_TOKEN } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import { CAPTCHA_INVALID_MESSAGE, captchaFieldErrors } from './captcha-check.js';

const dynamicForm = { flow: 'default', stepOrder: ['initial-details', 'name'] };

describe('the captcha check', () => {
  test('the v3 initial-details request must carry a token', () => {
    for (const googleCaptchaToken of [undefined, null]) {
      for (const generalPolicies of [true, false]) {
        expect(captchaFieldErrors({ dynamicForm, generalPolicies, googleCaptchaToken })).toEqual([
          expect.objectContaining({ fieldName: 'googleCaptchaToken', code: 'required' }),
        ]);
      }
    }
  });

  test('accepts the stand-in token, on any request', () => {
    const googleCaptchaToken = RECAPTCHA_TEST_TOKEN;
    expect(captchaFieldErrors({ dynamicForm, generalPolicies: true, googleCaptchaToken })).toEqual(
      [],
    );
    expect(captchaFieldErrors({ googleCaptchaToken })).toEqual([]);
  });

  test.each([['another token'], [''], [`${RECAPTCHA_TEST_TOKEN} `]])(
    'refuses the token %j, on any request',
    (googleCaptchaToken) => {
      const refused = [
        { fieldName: 'googleCaptchaToken', code: 'not_accepted', message: CAPTCHA_INVALID_MESSAGE },
      ];
      expect(
        captchaFieldErrors({ dynamicForm, generalPolicies: true, googleCaptchaToken }),
      ).toEqual(refused);
      expect(captchaFieldErrors({ googleCaptchaToken })).toEqual(refused);
    },
  );

  test('asks nothing of classic requests nor of later v3 pages', () => {
    expect(captchaFieldErrors({ generalPolicies: true })).toEqual([]);
    expect(captchaFieldErrors({ dynamicForm })).toEqual([]);
    expect(captchaFieldErrors({ dynamicForm, generalPolicies: null })).toEqual([]);
    expect(captchaFieldErrors({ dynamicForm, googleCaptchaToken: null })).toEqual([]);
  });
});
