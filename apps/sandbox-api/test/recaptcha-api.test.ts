import { RECAPTCHA_SCRIPT_PATH, RECAPTCHA_TEST_TOKEN, recaptchaScriptPath } from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import {
  openWindow,
  type Grecaptcha,
  type TestElement,
  type TestWindow,
} from './helpers/jsdom-window.js';
import { noDatabase } from './helpers/no-database.js';

const origin = 'http://localhost:8080';
let app: FastifyInstance;

beforeAll(() => {
  app = buildApp({ db: noDatabase('the reCAPTCHA stand-in'), corsOrigins: [origin] });
});

afterAll(async () => {
  await app.close();
});

async function script(url: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) {
    throw new Error(`Expected 200, got ${response.statusCode}: ${response.body}`);
  }
  return response.body;
}

describe('GET /recaptcha/api.js', () => {
  test('serves the stand-in as JavaScript, never cached, with CORS like every route', async () => {
    const response = await app.inject({
      method: 'GET',
      url: recaptchaScriptPath({ onload: 'onCaptchaLoad', hl: 'ro' }),
      headers: { origin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    expect(response.body).toContain('window.grecaptcha');
    expect(response.body).toContain(JSON.stringify(RECAPTCHA_TEST_TOKEN));
    expect(response.body).toContain('"onload":"onCaptchaLoad"');
  });

  test('answers without a query too', async () => {
    expect(await script(RECAPTCHA_SCRIPT_PATH)).toContain('"onload":null');
  });

  test.each([
    ['an onload that is not a function name', '?onload=alert(1)', 'onload'],
    ['a language that is not a language tag', '?hl=%3Cscript%3E', 'hl'],
  ])('refuses %s: 400 invalid_body', async (_, query, field) => {
    const response = await app.inject({ method: 'GET', url: `${RECAPTCHA_SCRIPT_PATH}${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'invalid_body', field } });
  });
});

describe('the stand-in in a page', () => {
  let window: TestWindow;

  afterEach(() => {
    window.close();
  });

  /** A page with two placeholders that loads the stand-in as `url` would. */
  async function load(url: string, before?: (window: TestWindow) => void): Promise<Grecaptcha> {
    window = openWindow('<!doctype html><div id="captcha"></div><div id="second"></div>');
    before?.(window);
    window.eval(await script(url));
    if (!window.grecaptcha) throw new Error('The stand-in did not define window.grecaptcha');
    return window.grecaptcha;
  }

  function element(id: string): TestElement {
    const found = window.document.getElementById(id);
    if (!found) throw new Error(`No #${id}`);
    return found;
  }

  function checkbox(id: string): TestElement {
    const input = element(id).querySelector('input[type="checkbox"]');
    if (!input) throw new Error(`No checkbox in #${id}`);
    return input;
  }

  test('defines grecaptcha, then calls the onload function', async () => {
    let seen: unknown;
    await load(recaptchaScriptPath({ onload: 'onCaptchaLoad' }), (page) => {
      page.onCaptchaLoad = () => {
        seen = typeof page.grecaptcha?.render;
      };
    });
    expect(seen).toBe('function');
  });

  test('ready runs its callback', async () => {
    const grecaptcha = await load(recaptchaScriptPath());
    let ran = false;
    grecaptcha.ready(() => {
      ran = true;
    });
    expect(ran).toBe(true);
  });

  test('renders a labelled checkbox in the language asked, and a note that it is a stand-in', async () => {
    const grecaptcha = await load(recaptchaScriptPath({ hl: 'ro' }));
    expect(grecaptcha.render('captcha', { sitekey: 'any' })).toBe(0);
    const input = checkbox('captcha');
    const label = input.parentElement;
    expect(label?.tagName).toBe('LABEL');
    expect(label?.textContent).toBe('Nu sunt robot');
    expect(label?.querySelector('span')?.lang).toBe('ro');
    expect(element('captcha').textContent).toContain('Sandbox reCAPTCHA stand-in');
  });

  test.each([
    [undefined, "I'm not a robot"],
    ['es-419', 'No soy un robot'],
    ['vn', 'Tôi không phải là người máy'],
    ['fil', 'Hindi ako robot'],
    // The front end's ph is Philippine English; Google's Filipino is fil.
    ['ph', "I'm not a robot"],
    ['de', 'Ich bin kein Roboter'],
    ['pl', 'Nie jestem robotem'],
    ['xx', "I'm not a robot"],
  ])('hl=%s reads "%s"', async (hl, text) => {
    const grecaptcha = await load(recaptchaScriptPath({ hl }));
    grecaptcha.render('captcha', { sitekey: 'any' });
    expect(checkbox('captcha').parentElement?.textContent).toBe(text);
  });

  test("the render parameter hl wins over the script's", async () => {
    const grecaptcha = await load(recaptchaScriptPath({ hl: 'en' }));
    grecaptcha.render('captcha', { sitekey: 'any', hl: 'es' });
    expect(checkbox('captcha').parentElement?.textContent).toBe('No soy un robot');
  });

  test('ticking gives the test token to getResponse and the callback; unticking expires it', async () => {
    const grecaptcha = await load(recaptchaScriptPath());
    const calls: unknown[][] = [];
    grecaptcha.render('captcha', {
      sitekey: 'any',
      callback: (...args: unknown[]) => calls.push(['callback', ...args]),
      'expired-callback': (...args: unknown[]) => calls.push(['expired', ...args]),
    });
    expect(grecaptcha.getResponse()).toBe('');

    checkbox('captcha').parentElement?.click();
    expect(checkbox('captcha').checked).toBe(true);
    expect(grecaptcha.getResponse()).toBe(RECAPTCHA_TEST_TOKEN);
    expect(grecaptcha.getResponse(0)).toBe(RECAPTCHA_TEST_TOKEN);

    checkbox('captcha').click();
    expect(grecaptcha.getResponse()).toBe('');
    expect(calls).toEqual([['callback', RECAPTCHA_TEST_TOKEN], ['expired']]);
  });

  test('reset unticks and clears one widget; callbacks may be global function names', async () => {
    const tokens: string[] = [];
    const grecaptcha = await load(recaptchaScriptPath(), (page) => {
      page.onToken = (token: string) => tokens.push(token);
    });
    grecaptcha.render('captcha', { sitekey: 'any' });
    const second = grecaptcha.render(element('second'), { sitekey: 'any', callback: 'onToken' });
    expect(second).toBe(1);

    checkbox('captcha').click();
    checkbox('second').click();
    expect(tokens).toEqual([RECAPTCHA_TEST_TOKEN]);

    grecaptcha.reset(second);
    expect(checkbox('second').checked).toBe(false);
    expect(grecaptcha.getResponse(second)).toBe('');
    expect(grecaptcha.getResponse(0)).toBe(RECAPTCHA_TEST_TOKEN);
    grecaptcha.reset();
    expect(grecaptcha.getResponse(0)).toBe('');
  });

  test('throws as Google does: no sitekey, no placeholder, rendered twice, unknown widget', async () => {
    const grecaptcha = await load(recaptchaScriptPath());
    expect(() => grecaptcha.getResponse()).toThrow('No reCAPTCHA clients exist.');
    expect(() => grecaptcha.render('captcha', {})).toThrow('Missing required parameters: sitekey');
    expect(() => grecaptcha.render('nowhere', { sitekey: 'any' })).toThrow(
      'reCAPTCHA placeholder element must be an element or id',
    );
    grecaptcha.render('captcha', { sitekey: 'any' });
    expect(() => grecaptcha.render('captcha', { sitekey: 'any' })).toThrow(
      'reCAPTCHA has already been rendered in this element',
    );
    expect(() => grecaptcha.getResponse(7)).toThrow('Invalid reCAPTCHA client id: 7');
  });

  test('sets no inline handler nor style attribute a strict CSP would block', async () => {
    const source = await script(recaptchaScriptPath());
    expect(source).not.toMatch(/setAttribute\(\s*['"](style|on)/);
    expect(source).not.toMatch(/innerHTML/);
    const grecaptcha = await load(recaptchaScriptPath());
    grecaptcha.render('captcha', { sitekey: 'any', theme: 'dark', size: 'compact' });
    const rendered = Array.from(element('captcha').querySelectorAll('*'));
    const handlers = rendered.flatMap((node) =>
      Array.from(node.attributes)
        .map((attribute) => attribute.name)
        .filter((name) => name.startsWith('on')),
    );
    expect(rendered.length).toBeGreaterThan(0);
    expect(handlers).toEqual([]);
  });
});
