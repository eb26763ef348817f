import { describe, expect, test } from 'vitest';
import {
  RECAPTCHA_SCRIPT_PATH,
  recaptchaScriptPath,
  RecaptchaScriptQuerySchema,
} from './recaptcha.js';

describe('reCAPTCHA stand-in script', () => {
  test("is loaded like Google's, rendering explicitly", () => {
    expect(recaptchaScriptPath({ onload: 'onCaptchaLoad', hl: 'ro' })).toBe(
      `${RECAPTCHA_SCRIPT_PATH}?onload=onCaptchaLoad&render=explicit&hl=ro`,
    );
    expect(recaptchaScriptPath()).toBe('/recaptcha/api.js?render=explicit');
  });

  test('its query names a global function and a language tag', () => {
    const query = { onload: 'onCaptchaLoad', render: 'explicit', hl: 'es-419' };
    expect(RecaptchaScriptQuerySchema.parse(query)).toEqual(query);
    expect(RecaptchaScriptQuerySchema.parse({})).toEqual({});
    expect(RecaptchaScriptQuerySchema.safeParse({ onload: 'alert(1)' }).success).toBe(false);
    expect(RecaptchaScriptQuerySchema.safeParse({ onload: '1st' }).success).toBe(false);
    expect(RecaptchaScriptQuerySchema.safeParse({ hl: '"><script>' }).success).toBe(false);
  });
});
