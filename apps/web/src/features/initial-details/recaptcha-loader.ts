/** The reCAPTCHA explicit-render parameters the captcha field passes (Google's names). */
export interface RecaptchaParams {
  sitekey: string;
  hl: string;
  /** 'compact' (164 px wide) where the normal widget (304 px) would not fit. */
  size: 'normal' | 'compact';
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

/** The part of Google's `grecaptcha` the captcha field uses. */
export interface Recaptcha {
  /** Renders a widget into the element; returns its id. */
  render(container: HTMLElement, params: RecaptchaParams): number;
  reset(widgetId: number): void;
}

/** The script could not be loaded, or did not provide `grecaptcha`. */
export class RecaptchaLoadError extends Error {
  override name = 'RecaptchaLoadError';
}

/** How long the script and its own downloads may take before the field offers to try again. */
export const RECAPTCHA_LOAD_TIMEOUT_MS = 30_000;

type Method = (...args: unknown[]) => unknown;
const isMethod = (value: unknown): value is Method => typeof value === 'function';

/** The global the script left, checked at the edge: only what the field calls is kept. */
function recaptchaOf(value: unknown): Recaptcha | null {
  if (typeof value !== 'object' || value === null) return null;
  const { render, reset } = value as Record<string, unknown>;
  if (!isMethod(render) || !isMethod(reset)) return null;
  return {
    render(container, params) {
      const widgetId = render.call(value, container, params);
      if (typeof widgetId !== 'number') throw new RecaptchaLoadError('No reCAPTCHA widget id');
      return widgetId;
    },
    reset(widgetId) {
      reset.call(value, widgetId);
    },
  };
}

const loads = new Map<string, Promise<Recaptcha>>();
let onloadCount = 0;

/**
 * Loads the reCAPTCHA script once per page (one shared promise per script address), with
 * Google's explicit-render query: `?onload=NAME&render=explicit&hl=LANG`. A failed load is
 * forgotten, so trying again adds the script anew.
 */
export function loadRecaptcha(
  scriptUrl: string,
  hl: string,
  timeoutMs: number = RECAPTCHA_LOAD_TIMEOUT_MS,
): Promise<Recaptcha> {
  const known = loads.get(scriptUrl);
  if (known) return known;
  const loading = new Promise<Recaptcha>((resolve, reject) => {
    onloadCount += 1;
    const onload = `lfRecaptchaLoaded${onloadCount}`;
    const globals = window as unknown as Record<string, unknown>;
    const script = document.createElement('script');
    const settle = (result: Recaptcha | RecaptchaLoadError) => {
      clearTimeout(timer);
      Reflect.deleteProperty(globals, onload);
      if (result instanceof RecaptchaLoadError) {
        script.remove();
        loads.delete(scriptUrl);
        reject(result);
      } else resolve(result);
    };
    const timer = setTimeout(
      () => settle(new RecaptchaLoadError('The reCAPTCHA script took too long')),
      timeoutMs,
    );
    globals[onload] = () =>
      settle(
        recaptchaOf(globals.grecaptcha) ??
          new RecaptchaLoadError('The reCAPTCHA script did not provide grecaptcha'),
      );
    const url = new URL(scriptUrl, document.baseURI);
    url.searchParams.set('onload', onload);
    url.searchParams.set('render', 'explicit');
    url.searchParams.set('hl', hl);
    script.src = url.href;
    script.async = true;
    script.addEventListener('error', () =>
      settle(new RecaptchaLoadError('The reCAPTCHA script could not be loaded')),
    );
    document.head.append(script);
  });
  loads.set(scriptUrl, loading);
  return loading;
}
