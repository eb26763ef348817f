import { createRequire } from 'node:module';

/**
 * A browser window from jsdom (a dev dependency of the sandbox), for the scripts the sandbox serves
 * to pages. The sandbox compiles without the DOM library, so these are the few
 * members its tests use, typed by hand.
 */
export interface TestElement {
  readonly tagName: string;
  readonly textContent: string | null;
  readonly lang: string;
  readonly type: string;
  readonly checked: boolean;
  readonly parentElement: TestElement | null;
  readonly attributes: ArrayLike<{ readonly name: string }>;
  click(): void;
  querySelector(selectors: string): TestElement | null;
  querySelectorAll(selectors: string): ArrayLike<TestElement>;
}

export interface Grecaptcha {
  ready(callback: () => void): void;
  render(container: string | TestElement, params: Record<string, unknown>): number;
  getResponse(widgetId?: number): string;
  reset(widgetId?: number): void;
}

export interface TestWindow {
  [global: string]: unknown;
  readonly document: {
    getElementById(id: string): TestElement | null;
    querySelectorAll(selectors: string): ArrayLike<TestElement>;
  };
  readonly grecaptcha?: Grecaptcha;
  eval(source: string): unknown;
  close(): void;
}

type JsdomConstructor = new (
  html: string,
  options: { runScripts: 'outside-only' },
) => { readonly window: TestWindow };

/** A window on `html` that runs only the scripts a test hands to `window.eval`. */
export function openWindow(html: string): TestWindow {
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: JsdomConstructor };
  return new JSDOM(html, { runScripts: 'outside-only' }).window;
}
