import {
  ApplicationState,
  LeadPaths,
  OfferStagePaths,
  WRITE_SECRET_HEADER,
  partnerLogosPath,
  type ApiErrorCode,
  type FieldError,
} from '@lf/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import { registeredBrand, renderApp, TEST_LEAD_ID } from '../../test/render-app';
import { sampleOffer } from '../../test/sample-offer';
import { applicationResultReceived, offerTaken } from '../application';

const ok = <T,>(data: T): ApiResult<T> => ({ ok: true, status: 200, data });
const fail = (
  status: number | null,
  code: ApiErrorCode,
  fieldErrors?: FieldError[],
): ApiResult<never> => ({
  ok: false,
  status,
  error: { code, message: 'refused', ...(fieldErrors ? { fieldErrors } : {}) },
});

type Handler = (request: ApiRequest) => ApiResult<unknown> | undefined;

function fakeApi(handle: Handler) {
  const requests: ApiRequest[] = [];
  const api = vi.fn(async (_schema: unknown, request: ApiRequest) => {
    requests.push(request);
    return handle(request) ?? fail(503, 'internal_error');
  }) as unknown as ApiClient;
  return { api, requests };
}

const password = 'Vivo en Madrid 28013';

async function openAccepted(handle: Handler) {
  const fake = fakeApi(handle);
  const view = await renderApp({
    api: fake.api,
    path: '/accepted',
    lead: {
      state: ApplicationState.ACCEPTED,
      data: {
        contactDetails: { email: 'ana@example.com' },
        personalDetails: { firstName: 'Ana', lastName: 'Martín' },
      },
    },
  });
  await screen.findByRole('heading', { name: 'Crea una contraseña para tu área de cliente' });
  return { ...view, ...fake };
}

const field = () => screen.getByLabelText('Contraseña');
const save = () => screen.getByRole('button', { name: 'Guardar la contraseña' });

/** Everything the browser keeps for this site. */
function stored(): string {
  const all: string[] = [];
  for (const area of [window.sessionStorage, window.localStorage]) {
    for (let index = 0; index < area.length; index += 1) {
      const key = area.key(index) ?? '';
      all.push(key, area.getItem(key) ?? '');
    }
  }
  return all.join('\n');
}

describe('accepted: a password for the customer area', () => {
  test('one field for a new password, which Show password reveals (aria-pressed)', async () => {
    const { user } = await openAccepted(() => undefined);
    expect(field()).toHaveAttribute('type', 'password');
    expect(field()).toHaveAttribute('autocomplete', 'new-password');
    expect(field()).toHaveAccessibleDescription(/Usa de 10 a 128 caracteres/);
    const toggle = screen.getByRole('button', { name: 'Mostrar la contraseña' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.type(field(), 'secret');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(field()).toHaveAttribute('type', 'text');
    expect(field()).toHaveValue('secret');
    await user.click(toggle);
    expect(field()).toHaveAttribute('type', 'password');
  });

  test('a short password is refused before sending, named in a focused summary', async () => {
    const { user, requests } = await openAccepted(() => undefined);
    await user.click(save());
    expect(await screen.findByRole('link', { name: 'Escribe una contraseña' })).toBeVisible();
    await user.type(field(), 'corta');
    expect(
      await screen.findAllByText('Escribe una contraseña de 10 caracteres o más'),
    ).not.toHaveLength(0);
    await waitFor(() => expect(document.title).toMatch(/^Error: /));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  // Walked: "aaaaaaaaaa" was saved as a customer's password. NIST 800-63B asks a verifier to
  // refuse common, repetitive and sequential ones, and ones of the user's own words.
  // And the brand's name (NIST's "name of the service"): "lei rapid 2024" was saved on Lei Rapid.
  test.each(['aaaaaaaaaa', '1234567890', 'password123', 'anamartin1', 'Préstamo Claro 2024'])(
    'a password too easy to guess (%j) is refused before sending, saying why',
    async (guessable) => {
      const { user, requests } = await openAccepted(() => undefined);
      await user.type(field(), guessable);
      await user.click(save());
      const message =
        'Esta contraseña es fácil de adivinar. Usa unas cuantas palabras que recuerdes y que no sean tu nombre ni tu correo';
      expect(await screen.findByRole('link', { name: message })).toBeVisible();
      expect(field()).toHaveAttribute('aria-invalid', 'true');
      expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    },
  );

  test('one the lead API finds too easy to guess is named by the field', async () => {
    const { user } = await openAccepted((request) =>
      request.path === OfferStagePaths.customerPassword
        ? fail(422, 'invalid_body', [
            { fieldName: 'password', message: 'Is too easy to guess', code: 'not_accepted' },
          ])
        : undefined,
    );
    await user.type(field(), password);
    await user.click(save());
    expect(await screen.findAllByText(/^Esta contraseña es fácil de adivinar/)).not.toHaveLength(0);
  });

  test('saved: the page confirms, the field is emptied, and the password was never stored', async () => {
    const { user, requests } = await openAccepted((request) =>
      request.path === OfferStagePaths.customerPassword ? ok({ saved: true }) : undefined,
    );
    await user.type(field(), password);
    await user.click(save());
    const saved = await screen.findByText('Tu contraseña está guardada');
    expect(saved.closest('[role="status"]')).toHaveFocus();
    expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      id: TEST_LEAD_ID,
      password,
    });
    expect(stored()).not.toContain(password);
  });

  test('two presses of Save in one instant send the password once', async () => {
    const { user, requests } = await openAccepted((request) =>
      request.path === OfferStagePaths.customerPassword ? ok({ saved: true }) : undefined,
    );
    await user.type(field(), password);
    const button = save();
    act(() => {
      button.click();
      button.click();
    });
    await screen.findByText('Tu contraseña está guardada');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  test('a failed save keeps the password typed (in the page only) and offers to try again', async () => {
    let tries = 0;
    const { user } = await openAccepted((request) => {
      if (request.path !== OfferStagePaths.customerPassword) return undefined;
      tries += 1;
      return tries === 1 ? fail(null, 'network_error') : ok({ saved: true });
    });
    await user.type(field(), password);
    await user.click(save());
    expect(await screen.findByText('No hemos podido guardar tu contraseña')).toBeVisible();
    expect(field()).toHaveValue(password);
    expect(stored()).not.toContain(password);
    await user.click(screen.getByRole('button', { name: 'Volver a intentarlo' }));
    expect(await screen.findByText('Tu contraseña está guardada')).toBeVisible();
    expect(tries).toBe(2);
  });

  test('a password the server refuses is named by the field', async () => {
    const { user } = await openAccepted((request) =>
      request.path === OfferStagePaths.customerPassword
        ? fail(400, 'invalid_body', [
            { fieldName: 'password', message: 'Too short', code: 'too_short', limit: 10 },
          ])
        : undefined,
    );
    await user.type(field(), password);
    await user.click(save());
    expect(
      await screen.findAllByText('Escribe una contraseña de 10 caracteres o más'),
    ).not.toHaveLength(0);
  });

  test('a lead no longer accepted (another tab) is followed where it stands', async () => {
    const { user } = await openAccepted((request) => {
      if (request.path === OfferStagePaths.customerPassword) return fail(409, 'wrong_state');
      if (request.path === LeadPaths.leadStatus(TEST_LEAD_ID)) {
        return ok({
          id: TEST_LEAD_ID,
          applicationState: ApplicationState.THANK_YOU,
          leadStatus: 1,
          expiresAt: '2026-11-24T10:00:00Z',
        });
      }
      return undefined;
    });
    await user.type(field(), password);
    await user.click(save());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/thank-you'));
  });
});

describe('the loan the accepted page shows', () => {
  test('the brand’s own loan accepted: the loan asked for, with what it costs', async () => {
    await openAccepted(() => undefined);
    const loan = screen.getByRole('region', { name: 'Tu préstamo' });
    expect(within(loan).getByTestId('summary-amount')).toHaveTextContent('1000 €');
  });

  test('an offer taken: its figures, with its lender named, and not the loan asked for', async () => {
    const { store } = await openAccepted(() => undefined);
    // Cofidis offered 3 months at 21,9 %, where the applicant had asked for 61 days: the
    // representative example of what was asked would give another cost for another loan.
    store.dispatch(offerTaken(sampleOffer()));
    const taken = await screen.findByRole('region', { name: 'La oferta que has aceptado' });
    expect(screen.queryByRole('region', { name: 'Tu préstamo' })).toBeNull();
    const figure = (name: string) =>
      within(taken).getByTestId(`offer-${name}`).textContent?.replace(/\s/gu, ' ');
    expect(figure('amount')).toBe('Importe1000 €');
    expect(figure('term')).toBe('Plazo3 meses');
    expect(figure('monthlyPayment')).toBe('Cuota mensual344,49 €');
    expect(figure('apr')).toBe('TAE21,9 %');
    expect(taken).toHaveTextContent(/Cofidis es la entidad prestamista/);
    const contact = screen.getByRole('region', { name: '¿Tienes alguna pregunta?' });
    expect(contact).toHaveTextContent('Tu prestamista: Cofidis');
  });

  test('figures kept that are not an offer are not shown: the lender alone is named', async () => {
    const { store } = await openAccepted(() => undefined);
    store.dispatch(
      applicationResultReceived({
        application: { status: 'ACCEPTED' },
        offerId: 'cofidis-1',
        partner: { name: 'Cofidis' },
        offer: { offerId: 'cofidis-1', partner: 'Cofidis', amount: '1000 €', apr: 21.9 },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Tu préstamo' })).toBeNull());
    expect(screen.queryByRole('region', { name: 'La oferta que has aceptado' })).toBeNull();
    expect(screen.queryByText(/Ejemplo representativo/)).toBeNull();
    expect(screen.getByRole('region', { name: '¿Tienes alguna pregunta?' })).toHaveTextContent(
      'Tu prestamista: Cofidis',
    );
  });
});

describe('thank you: the partners who may contact the applicant', () => {
  const brisa = {
    name: 'Brisa Finanzas',
    logoUrl: 'http://127.0.0.1:4174/partner/logos/brisa-finanzas.svg',
    width: 187,
    height: 40,
  };
  const faro = {
    name: 'Crédito Faro',
    logoUrl: 'http://127.0.0.1:4174/partner/logos/credito-faro.svg',
    width: 171,
    height: 40,
  };

  test('asks the server for this lead’s partners, with the lead’s secret: it knows the declined ones', async () => {
    const { api, requests } = fakeApi((request) =>
      request.path === partnerLogosPath(TEST_LEAD_ID) ? ok({ logos: [brisa, faro] }) : undefined,
    );
    await renderApp({
      api,
      path: '/thank-you',
      lead: { state: ApplicationState.THANK_YOU, writeSecret: 'secret-of-this-tab' },
    });
    await screen.findByRole('region', { name: 'Entidades que pueden contactarte' });
    const asked = requests.find((request) => request.path === partnerLogosPath(TEST_LEAD_ID));
    expect(asked?.method).toBe('GET');
    expect(asked?.headers).toEqual({ [WRITE_SECRET_HEADER]: 'secret-of-this-tab' });
  });

  test('shows each partner’s wordmark as an image named by the partner, in its proportions, never focusable', async () => {
    const { api } = fakeApi((request) =>
      request.path === partnerLogosPath(TEST_LEAD_ID) ? ok({ logos: [brisa, faro] }) : undefined,
    );
    await renderApp({ api, path: '/thank-you', lead: { state: ApplicationState.THANK_YOU } });
    const block = await screen.findByRole('region', { name: 'Entidades que pueden contactarte' });
    const logo = within(block).getByRole('img', { name: 'Brisa Finanzas' });
    expect(logo).toHaveAttribute('src', brisa.logoUrl);
    expect(logo).toHaveAttribute('width', '187');
    expect(logo).toHaveAttribute('height', '40');
    // Nothing to press or focus: not a link, not a button, no tab stop.
    expect(within(block).queryAllByRole('link')).toHaveLength(0);
    expect(within(block).queryAllByRole('button')).toHaveLength(0);
    expect(block.querySelectorAll('[tabindex]')).toHaveLength(0);
    expect(within(block).getAllByRole('img')).toHaveLength(2);
  });

  test('leaves the block out quietly when the logos cannot be loaded', async () => {
    const { api, requests } = fakeApi(() => undefined);
    await renderApp({ api, path: '/thank-you', lead: { state: ApplicationState.THANK_YOU } });
    await screen.findByRole('heading', { level: 1, name: 'Gracias' });
    await waitFor(() =>
      expect(requests.some((request) => request.path === partnerLogosPath(TEST_LEAD_ID))).toBe(
        true,
      ),
    );
    expect(screen.queryByRole('region', { name: 'Entidades que pueden contactarte' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('accepted: the loan and what it costs (issue 37)', () => {
  /** The figure the page gives for a label in the loan's representative example. */
  const figure = (example: HTMLElement, label: string) =>
    within(example)
      .getByRole('term', { name: (_name, element) => element.textContent === label })
      .nextElementSibling?.textContent?.replace(/\s/g, ' ');

  test.each<
    [kind: string, brandId: string, amount: number, period: number, total: string, apr: string]
  >([
    // default-es: 800 € for 70 days at 19.9 % nominal and a 1.5 % fee.
    ['a classic brand', 'default-es', 800, 70, '842,53 €', '31,0 %'],
    // credisol-es: 900 € for 62 days at 24.9 % nominal and a 2 % fee.
    ['a v3 brand', 'credisol-es', 900, 62, '956,07 €', '42,7 %'],
  ])(
    '%s (%s): the amount and term, then the repayment: total to repay and the TAE',
    async (_kind, brandId, amount, period, total, apr) => {
      await renderApp({
        api: fakeApi(() => undefined).api,
        brandId,
        path: '/accepted',
        lead: { state: ApplicationState.ACCEPTED, data: { amount, period } },
      });
      const example = await screen.findByRole('region', { name: 'Ejemplo representativo' });
      expect(figure(example, 'Importe total adeudado, en un único pago')).toBe(total);
      expect(figure(example, 'Tasa anual equivalente (TAE)')).toBe(apr);
      // Beside the loan it prices: the summary's amount and term.
      expect(screen.getByTestId('summary-period')).toHaveTextContent(`${period} días`);
    },
  );
});

describe('what happens next, and whom to ask', () => {
  const openThankYou = (brand?: Parameters<typeof renderApp>[0]['brand']) =>
    renderApp({
      api: fakeApi(() => ok({ logos: [] })).api,
      path: '/thank-you',
      lead: { state: ApplicationState.THANK_YOU, data: {} },
      ...(brand ? { brand } : {}),
    });

  test('the steps in order, the reference to quote and the brand’s contact', async () => {
    await openThankYou();
    const next = await screen.findByRole('region', { name: 'Qué pasará ahora' });
    expect(
      within(next)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Una entidad colaboradora revisa tu solicitud.',
      'Te llamará o te escribirá por correo electrónico, normalmente en un día laborable.',
      'Hasta entonces no tienes que hacer nada más.',
    ]);
    const contact = screen.getByRole('region', { name: '¿Tienes alguna pregunta?' });
    const reference = TEST_LEAD_ID.replace(/-/g, '').slice(0, 8).toUpperCase();
    expect(contact).toHaveTextContent(`${reference.slice(0, 4)} ${reference.slice(4)}`);
    expect(within(contact).getByRole('link', { name: '+34 910 000 000' })).toHaveAttribute(
      'href',
      'tel:+34910000000',
    );
  });

  // Walked on kredit-klar-de and pozyczka-plus-pl, which give an e-mail address and no number:
  // "quote it if you write to us or call us", and no number to call.
  test('a brand that gives no number asks for the reference when the applicant writes, not calls', async () => {
    const brand = registeredBrand('default-es');
    await openThankYou({ ...brand, support: { email: 'ayuda@prestamo.example.es' } });
    const contact = await screen.findByRole('region', { name: '¿Tienes alguna pregunta?' });
    expect(contact).toHaveTextContent('Indícala si nos escribes.');
    expect(contact).not.toHaveTextContent('llamas');
    expect(
      within(contact)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['mailto:ayuda@prestamo.example.es']);
  });

  test('a brand that gives no contact shows none, only the reference', async () => {
    await openThankYou({ ...registeredBrand('default-es'), support: undefined });
    const contact = await screen.findByRole('region', { name: '¿Tienes alguna pregunta?' });
    expect(within(contact).queryByRole('link')).toBeNull();
    expect(contact).toHaveTextContent('Indícala si nos escribes o nos llamas.');
  });
});

describe('a new application after a decision', () => {
  test('starts from an empty form with the terms asked again: the first Continue creates a lead with the loan chosen and no earlier answer', async () => {
    const { api, requests } = fakeApi((request) =>
      request.method === 'POST' && request.path === LeadPaths.lead
        ? {
            ok: true,
            status: 201,
            data: {
              id: '3d8c4f2a-1b7e-4a9c-8d2f-6e5a4b3c2d1e',
              applicationState: ApplicationState.PERSONAL_DETAILS,
              leadStatus: 1,
              expiresAt: '2099-01-01T00:00:00.000Z',
            },
          }
        : undefined,
    );
    const { user } = await renderApp({
      api,
      path: '/thank-you',
      lead: {
        state: ApplicationState.THANK_YOU,
        data: {
          amount: 700,
          generalPolicies: true,
          personalDetails: { firstName: 'Ana', lastName: 'García' },
          contactDetails: { email: 'ana@example.com' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Empezar una nueva solicitud' }));
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));

    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1),
    );
    const created = requests.find((request) => request.method === 'POST')?.body as Record<
      string,
      unknown
    >;
    expect(created).toMatchObject({ amount: 700 });
    expect(created).not.toHaveProperty('personalDetails');
    expect(created).not.toHaveProperty('contactDetails');
    expect(created).not.toHaveProperty('generalPolicies');
    expect(created).not.toHaveProperty('id');
    expect(await screen.findByRole('heading', { name: 'Datos personales' })).toBeVisible();
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
  });
});

describe('a result page in a browser that holds no application (issue 36)', () => {
  test.each(['/accepted', '/rejected', '/thank-you', '/redirected'])(
    '%s claims no outcome: it says there is no application here and offers to start one',
    async (path) => {
      const fake = fakeApi(() => undefined);
      await renderApp({ api: fake.api, path });
      await screen.findByRole('heading', { level: 1, name: 'No encontramos tu solicitud' });
      expect(screen.queryByLabelText('Contraseña')).toBeNull();
      expect(screen.queryByText(/referencia/i)).toBeNull();
      screen.getByRole('button', { name: 'Empezar una nueva solicitud' }).click();
      await screen.findByRole('heading', { level: 1, name: /¿Cuánto dinero necesitas\?/ });
      expect(fake.requests).toEqual([]);
    },
  );
});

describe('rejected (issue 37)', () => {
  test('says when to apply again and offers the way home, not a new application at once', async () => {
    const fake = fakeApi(() => undefined);
    await renderApp({
      api: fake.api,
      path: '/rejected',
      lead: { state: ApplicationState.REJECTED, data: {} },
    });
    await screen.findByText(/dentro de 30 días/);
    expect(screen.getByRole('link', { name: 'Volver a la página de inicio' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Empezar una nueva solicitud' })).toBeNull();
  });
});
