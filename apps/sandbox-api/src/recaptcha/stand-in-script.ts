import { readFileSync } from 'node:fs';
import { RECAPTCHA_TEST_TOKEN, type RecaptchaScriptQuery } from '@lf/contract';
import { CHECKBOX_LABELS, DEFAULT_CHECKBOX_LANGUAGE } from './checkbox-labels.js';

/** The placeholder on the script's last line that each answer replaces with its options. */
const CONFIG_PLACEHOLDER = '/* config */ {}';

export const STAND_IN_NOTE = 'Sandbox reCAPTCHA stand-in';

/** The script, read once at start-up, cut where its options go. */
function loadTemplate(): readonly [string, string] {
  const source = readFileSync(new URL('./recaptcha-stand-in.js', import.meta.url), 'utf8');
  const parts = source.split(CONFIG_PLACEHOLDER);
  if (parts.length !== 2) {
    throw new Error(`recaptcha-stand-in.js must hold "${CONFIG_PLACEHOLDER}" exactly once`);
  }
  const [before = '', after = ''] = parts;
  return [before, after];
}

/** JSON that is also safe inside a script: no `<`, `>`, `&` nor JavaScript line separators. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * Builds the stand-in's source for one request: the script with its options (the `onload`
 * function's name, the language, the token ticking the box gives, the labels by language).
 */
export function createStandInScript(): (query: RecaptchaScriptQuery) => string {
  const [before, after] = loadTemplate();
  return ({ onload, hl }) => {
    const config = {
      onload: onload ?? null,
      hl: hl ?? DEFAULT_CHECKBOX_LANGUAGE,
      token: RECAPTCHA_TEST_TOKEN,
      note: STAND_IN_NOTE,
      labels: CHECKBOX_LABELS,
    };
    return `${before}${scriptSafeJson(config)}${after}`;
  };
}
