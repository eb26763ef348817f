import { afterEach, describe, expect, test, vi } from 'vitest';
import { loadRecaptcha, RecaptchaLoadError } from './recaptcha-loader';

let addresses = 0;
const newUrl = () => `https://recaptcha.test/loader-${(addresses += 1)}/api.js`;
const scriptsOf = (url: string) =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script')].filter((script) =>
    script.src.startsWith(url),
  );

function runScript(url: string, grecaptcha: unknown) {
  const [script] = scriptsOf(url);
  const onload = new URL(script?.src ?? '').searchParams.get('onload') ?? '';
  Object.assign(window, { grecaptcha });
  const callback: unknown = Reflect.get(window, onload);
  if (typeof callback === 'function') callback();
  return onload;
}

const grecaptcha = { render: vi.fn(() => 3), reset: vi.fn(), getResponse: vi.fn() };

afterEach(() => {
  Reflect.deleteProperty(window, 'grecaptcha');
  vi.useRealTimers();
});

describe('reCAPTCHA loader', () => {
  test('adds the script once, whoever asks, and resolves with grecaptcha once it calls onload', async () => {
    const url = newUrl();
    const first = loadRecaptcha(url, 'ro');
    const second = loadRecaptcha(url, 'ro');
    expect(second).toBe(first);
    expect(scriptsOf(url)).toHaveLength(1);
    const onload = runScript(url, grecaptcha);
    const recaptcha = await first;
    const container = document.createElement('div');
    const params = {
      sitekey: 'site-key-of-the-brand-0000',
      hl: 'ro',
      size: 'normal' as const,
      callback: () => undefined,
      'expired-callback': () => undefined,
      'error-callback': () => undefined,
    };
    expect(recaptcha.render(container, params)).toBe(3);
    expect(grecaptcha.render).toHaveBeenCalledWith(container, params);
    recaptcha.reset(3);
    expect(grecaptcha.reset).toHaveBeenCalledWith(3);
    // The one-off global is gone once used.
    expect(Reflect.get(window, onload)).toBeUndefined();
    expect(loadRecaptcha(url, 'en')).toBe(first);
  });

  test('a failed download is forgotten: asking again adds the script anew', async () => {
    const url = newUrl();
    const failing = loadRecaptcha(url, 'es');
    scriptsOf(url)[0]?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toBeInstanceOf(RecaptchaLoadError);
    expect(scriptsOf(url)).toHaveLength(0);
    const again = loadRecaptcha(url, 'es');
    expect(again).not.toBe(failing);
    runScript(url, grecaptcha);
    await expect(again).resolves.toHaveProperty('render');
  });

  test('a script that leaves no usable grecaptcha fails', async () => {
    const url = newUrl();
    const loading = loadRecaptcha(url, 'es');
    runScript(url, { render: 'not a function' });
    await expect(loading).rejects.toThrow('did not provide grecaptcha');
  });

  test('a script that never calls back fails after the time allowed', async () => {
    vi.useFakeTimers();
    const url = newUrl();
    const loading = loadRecaptcha(url, 'es', 1000);
    vi.advanceTimersByTime(1000);
    await expect(loading).rejects.toThrow('took too long');
    expect(scriptsOf(url)).toHaveLength(0);
  });
});
