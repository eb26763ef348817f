import {
  ApplicationState,
  RECAPTCHA_TEST_TOKEN,
  type FieldError,
  type LeadAnswer,
  type PoliciesAnswer,
} from '@lf/contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { DefaultSettings } from '../../config/default-settings';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import { renderApp, TEST_LEAD_ID } from '../../test/render-app';
import type { RecaptchaParams } from './recaptcha-loader';

const policies: ApiResult<PoliciesAnswer> = {
  ok: true,
  status: 200,
  data: {
    product: 'credisol-es',
    locale: 'es',
    policies: [
      {
        id: 'generalTerms',
        title: 'Condiciones generales',
        text: 'He leído y acepto las condiciones generales.',
        url: 'https://www.credisol.example.es/condiciones',
        required: true,
      },
    ],
  },
};
const saved: ApiResult<LeadAnswer> = {
  ok: true,
  status: 201,
  data: {
    id: TEST_LEAD_ID,
    applicationState: ApplicationState.PERSONAL_DETAILS,
    leadStatus: 1,
    expiresAt: '2026-11-24T10:00:00Z',
  },
};
const refused = (...fieldErrors: FieldError[]): ApiResult<never> => ({
  ok: false,
  status: 400,
  error: { code: 'invalid_body', message: 'Invalid', fieldErrors },
});

/** The lead API: the policies always; lead saves answered in turn; look-ups not found. */
function leadApi(saves: ApiResult<unknown>[] = []) {
  const requests: ApiRequest[] = [];
  const api = vi.fn(async (_schema: unknown, request: ApiRequest) => {
    requests.push(request);
    if (request.path.startsWith('/policy')) return policies;
    if (request.path !== '/v3/lead') {
      return { ok: false, status: 404, error: { code: 'not_found', message: 'Not found' } };
    }
    const next = saves.shift();
    if (!next) throw new Error(`No answer left for ${request.method} ${request.path}`);
    return next;
  });
  return { api: api as unknown as ApiClient, requests };
}

/** A stand-in for Google's `grecaptcha`: each widget a checkbox calling back as Google's does. */
function fakeRecaptcha() {
  const widgets: { params: RecaptchaParams; box: HTMLInputElement }[] = [];
  const grecaptcha = {
    render: vi.fn((container: HTMLElement, params: RecaptchaParams) => {
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      label.append(box, "I'm not a robot");
      box.addEventListener('change', () =>
        box.checked ? params.callback(RECAPTCHA_TEST_TOKEN) : params['expired-callback'](),
      );
      container.append(label);
      widgets.push({ params, box });
      return widgets.length - 1;
    }),
    reset: vi.fn((widgetId: number) => {
      const widget = widgets[widgetId];
      if (widget) widget.box.checked = false;
    }),
    getResponse: vi.fn(() => ''),
  };
  return { grecaptcha, widgets };
}

/** Each test's own script address: the loader keeps one load per address for the page's life. */
let scripts = 0;
const newScriptUrl = () => `https://recaptcha.test/${(scripts += 1)}/api.js`;

const scriptsOf = (url: string) =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script')].filter((script) =>
    script.src.startsWith(url),
  );

async function scriptAdded(url: string): Promise<HTMLScriptElement> {
  await waitFor(() => expect(scriptsOf(url)).toHaveLength(1));
  const [script] = scriptsOf(url);
  if (!script) throw new Error('No script');
  return script;
}

/** What the browser does once the script has run: `grecaptcha` is there, `onload` is called. */
function scriptRuns(script: HTMLScriptElement, grecaptcha: object) {
  const onload = new URL(script.src).searchParams.get('onload') ?? '';
  Object.assign(window, { grecaptcha });
  const callback: unknown = Reflect.get(window, onload);
  if (typeof callback !== 'function') throw new Error(`No onload function ${onload}`);
  act(() => {
    callback();
  });
}

async function renderInitialDetails(api: ApiClient, recaptchaScriptUrl: string) {
  return renderApp({ api, brandId: 'credisol-es', path: '/initial-details', recaptchaScriptUrl });
}

afterEach(() => {
  Reflect.deleteProperty(window, 'grecaptcha');
});

describe('initial-details: captcha', () => {
  test('the compact widget where the normal one would not fit (a 320 px phone), else the normal', async () => {
    const { api } = leadApi();
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get');
    for (const [slot, size] of [
      [280, 'compact'],
      [600, 'normal'],
    ] as const) {
      width.mockReturnValue(slot);
      const { grecaptcha } = fakeRecaptcha();
      const url = newScriptUrl();
      await renderInitialDetails(api, url);
      scriptRuns(await scriptAdded(url), grecaptcha);
      await waitFor(() => expect(grecaptcha.render).toHaveBeenCalledTimes(1));
      expect(grecaptcha.render.mock.calls[0]?.[1]).toMatchObject({ size });
      cleanup();
    }
    width.mockRestore();
  });

  test('loads the script once, explicitly rendered in the page’s language, and shows the widget with the brand’s key', async () => {
    const url = newScriptUrl();
    const { api } = leadApi();
    const { grecaptcha } = fakeRecaptcha();
    const { user } = await renderInitialDetails(api, url);
    expect(await screen.findByText('Cargando la verificación de seguridad…')).toBeVisible();
    const script = await scriptAdded(url);
    const query = new URL(script.src).searchParams;
    expect(query.get('render')).toBe('explicit');
    expect(query.get('hl')).toBe('es');
    expect(query.get('onload')).toMatch(/^[A-Za-z_$][\w$]*$/);

    scriptRuns(script, grecaptcha);
    expect(await screen.findByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
    expect(grecaptcha.render).toHaveBeenCalledTimes(1);
    expect(grecaptcha.render.mock.calls[0]?.[1]).toMatchObject({
      // CrediSol has no key of its own: Google's test key, every brand's default.
      sitekey: DefaultSettings.recaptchaSiteKey,
      hl: 'es',
    });

    // Another language: a new widget in it, from the same script.
    await user.selectOptions(screen.getByLabelText('Idioma'), 'en');
    await waitFor(() => expect(grecaptcha.render).toHaveBeenCalledTimes(2));
    expect(grecaptcha.render.mock.calls[1]?.[1]).toMatchObject({ hl: 'en-GB' });
    expect(screen.getAllByRole('checkbox', { name: "I'm not a robot" })).toHaveLength(1);
    expect(scriptsOf(url)).toHaveLength(1);
  });

  // Walking lei-rapid-ro: ticked, then the language changed, the box came back unticked and had to
  // be solved again. A widget keeps its language while its token holds; unticked (or expired),
  // the next is drawn in the page's language.
  test('a ticked box stays ticked over a change of language; the next widget is in the new one', async () => {
    const url = newScriptUrl();
    const { api } = leadApi();
    const { grecaptcha } = fakeRecaptcha();
    const { user } = await renderInitialDetails(api, url);
    scriptRuns(await scriptAdded(url), grecaptcha);
    const box = await screen.findByRole('checkbox', { name: "I'm not a robot" });
    await user.click(box);

    await user.selectOptions(screen.getByLabelText('Idioma'), 'en');
    await screen.findByRole('button', { name: 'Continue' });
    expect(grecaptcha.render).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toBeChecked();

    // The token lapses: the widget drawn next speaks the page's language.
    await user.click(box);
    await waitFor(() => expect(grecaptcha.render).toHaveBeenCalledTimes(2));
    expect(grecaptcha.render.mock.calls[1]?.[1]).toMatchObject({ hl: 'en-GB' });
  });

  test('is not loaded on another page', async () => {
    const url = newScriptUrl();
    const { api } = leadApi();
    await renderApp({ api, brandId: 'default-es', path: '/', recaptchaScriptUrl: url });
    expect(await screen.findByRole('slider', { name: 'Importe del préstamo' })).toBeVisible();
    expect(scriptsOf(url)).toHaveLength(0);
  });

  test('keeps the token ticking the box gives, and forgets it when it expires', async () => {
    const url = newScriptUrl();
    const { api } = leadApi();
    const { grecaptcha } = fakeRecaptcha();
    const { user, store } = await renderInitialDetails(api, url);
    scriptRuns(await scriptAdded(url), grecaptcha);
    const box = await screen.findByRole('checkbox', { name: "I'm not a robot" });

    await user.click(box);
    expect(store.getState().application.applicationData.googleCaptchaToken).toBe(
      RECAPTCHA_TEST_TOKEN,
    );

    await user.click(box);
    expect(store.getState().application.applicationData.googleCaptchaToken).toBeUndefined();
    expect(
      screen.getByText('La verificación de seguridad ha caducado. Marca la casilla de nuevo.'),
    ).toBeVisible();
  });

  test('a refused token brings the applicant back to a fresh widget with the server’s message, and a new tick goes on', async () => {
    const url = newScriptUrl();
    const { api, requests } = leadApi([
      refused({
        fieldName: 'googleCaptchaToken',
        code: 'not_accepted',
        message: 'The captcha could not be verified.',
      }),
      saved,
    ]);
    const { grecaptcha } = fakeRecaptcha();
    const { user, store } = await renderInitialDetails(api, url);
    scriptRuns(await scriptAdded(url), grecaptcha);
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Teléfono móvil'), '612345678');
    await user.click(await screen.findByRole('checkbox', { name: 'Condiciones generales' }));
    const box = await screen.findByRole('checkbox', { name: "I'm not a robot" });
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    // The applicant moved on as the lead was being created (a v3 page does not wait for the
    // server): the refusal brings them back to the page, its widget fresh, the server's message
    // in the summary and the refused token gone.
    const summary = await screen.findByRole('alert', { name: 'Hay un problema' });
    expect(summary).toHaveTextContent(
      'Verificación de seguridad: no podemos aceptar este dato. Revísalo o escribe otro.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/initial-details');
    const fresh = await screen.findByRole('checkbox', { name: "I'm not a robot" });
    expect(fresh).not.toBe(box);
    expect(fresh).not.toBeChecked();
    expect(store.getState().application.applicationData.googleCaptchaToken).toBeUndefined();
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      googleCaptchaToken: RECAPTCHA_TEST_TOKEN,
      generalPolicies: true,
      policies: { generalTerms: true },
    });

    await user.click(fresh);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).not.toHaveTextContent('/initial-details'),
    );
  });

  // Walked on credisol-es with +fielderror: the e-mail refused brought the applicant back to an
  // unticked box, and nothing said why; a second Continue only said to complete the check.
  test('another answer refused brings the applicant back to a fresh widget, and says to tick it again', async () => {
    const url = newScriptUrl();
    const { api } = leadApi([
      refused({
        fieldName: 'contactDetails.email',
        code: 'not_accepted',
        message: 'This e-mail address is not accepted',
      }),
    ]);
    const { grecaptcha } = fakeRecaptcha();
    const { user } = await renderInitialDetails(api, url);
    scriptRuns(await scriptAdded(url), grecaptcha);
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Teléfono móvil'), '612345678');
    await user.click(await screen.findByRole('checkbox', { name: 'Condiciones generales' }));
    await user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    await screen.findByRole('alert', { name: 'Hay un problema' });
    const fresh = await screen.findByRole('checkbox', { name: "I'm not a robot" });
    expect(fresh).not.toBeChecked();
    const used =
      'Tu verificación de seguridad se usó al enviar la página. Marca la casilla de nuevo.';
    expect(await screen.findByText(used)).toBeVisible();
    // Ticked again, the notice goes.
    await user.click(fresh);
    expect(screen.queryByText(used)).toBeNull();
  });

  test('a script that cannot load: an alert with a way to try again, which loads it anew', async () => {
    const url = newScriptUrl();
    const { api } = leadApi();
    const { grecaptcha } = fakeRecaptcha();
    const { user } = await renderInitialDetails(api, url);
    const first = await scriptAdded(url);
    act(() => {
      first.dispatchEvent(new Event('error'));
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se ha podido cargar la verificación de seguridad');
    await user.click(within(alert).getByRole('button', { name: 'Volver a intentarlo' }));

    const second = await scriptAdded(url);
    expect(second).not.toBe(first);
    scriptRuns(second, grecaptcha);
    expect(await screen.findByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
