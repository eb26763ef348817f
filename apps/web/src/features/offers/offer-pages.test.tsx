import {
  ApplicationState,
  LeadPaths,
  OfferStagePaths,
  type ApiErrorCode,
  type FieldError,
  type LeadAnswer,
  type Offer,
} from '@lf/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import type { Locale } from '../../config/brand-config-schema';
import { renderApp, TEST_LEAD_ID } from '../../test/render-app';
import { formatOfferMoney } from './offer-format';

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
const leadAt = (applicationState: ApplicationState): ApiResult<LeadAnswer> =>
  ok({ id: TEST_LEAD_ID, applicationState, leadStatus: 1, expiresAt: '2026-11-24T10:00:00Z' });

const offer = (overrides: Partial<Offer> = {}): Offer => ({
  offerId: 'cofidis-1',
  partner: 'Cofidis',
  amount: 500,
  period: 3,
  periodScale: 'months',
  monthlyPayment: 172.25,
  totalCost: 516.75,
  apr: 21.9,
  currency: 'EUR',
  ...overrides,
});

type Handler = (request: ApiRequest) => ApiResult<unknown> | undefined;

/** The lead API as the page meets it: `handle` first, then the offers given, else a 503. */
function fakeApi(offers: Offer[], handle: Handler = () => undefined) {
  const requests: ApiRequest[] = [];
  const api = vi.fn(async (_schema: unknown, request: ApiRequest) => {
    requests.push(request);
    const answer = handle(request);
    if (answer) return answer;
    if (request.method === 'GET' && request.path.startsWith(OfferStagePaths.offerPayment)) {
      return ok({ offers });
    }
    return fail(503, 'internal_error');
  }) as unknown as ApiClient;
  const posted = (path: string) =>
    requests.filter((request) => request.method === 'POST' && request.path === path);
  return { api, requests, posted };
}

async function openAt(
  state: ApplicationState,
  route: string,
  offers: Offer[],
  handle?: Handler,
  app: { brandId?: string; locale?: Locale } = {},
) {
  const fake = fakeApi(offers, handle);
  const view = await renderApp({ ...app, api: fake.api, path: route, lead: { state } });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, ...fake };
}

const location = () => screen.getByTestId('location').textContent;
/** Intl writes a no-break space before € in Spanish: compare names with plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const named = (expected: string) => (name: string) => plain(name) === expected;

describe('a single offer (Cofidis, Instabank, Proficredit)', () => {
  test('shows the offer in the brand’s language and currency, with the representative example', async () => {
    await openAt(ApplicationState.COFIDIS_OFFER, '/cofidis-offer', [offer()]);
    const details = await screen.findByRole('region', { name: 'Condiciones de la oferta' });
    const figure = (testId: string) => plain(within(details).getByTestId(testId).textContent);
    expect(figure('offer-amount')).toBe('Importe500 €');
    expect(figure('offer-term')).toBe('Plazo3 meses');
    expect(figure('offer-monthlyPayment')).toBe('Cuota mensual172,25 €');
    expect(figure('offer-totalCost')).toBe('Importe total a devolver516,75 €');
    expect(figure('offer-apr')).toBe('TAE21,9 %');
    expect(
      within(details).getByText(
        /^Ejemplo representativo: si pides 500.€ a 3 meses con una TAE fija del 21,9.%, pagas 3 cuotas mensuales de 172,25.€/,
      ),
    ).toBeVisible();
    expect(within(details).getByText(/Cofidis es la entidad prestamista/)).toBeVisible();
  });

  test('the offer\'s figures are headed apart from the page: "Oferta de Cofidis" is said once', async () => {
    // Walked on default-es and kredit-klar-de (+offer): the page's h1 "Oferta de Cofidis" was
    // followed by an h2 of the same words, so a screen reader's list of headings said it twice.
    for (const [partner, state, route] of [
      ['Cofidis', ApplicationState.COFIDIS_OFFER, '/cofidis-offer'],
      ['Provident', ApplicationState.PROVIDENT_OFFER, '/provident-offer'],
    ] as const) {
      const view = await openAt(state, route, [offer({ partner })]);
      const page = screen.getByRole('heading', { level: 1 });
      expect(page).toHaveTextContent(`Oferta de ${partner}`);
      const details = await screen.findByRole('region', { name: 'Condiciones de la oferta' });
      expect(within(details).getByRole('heading', { level: 2 })).toHaveTextContent(
        'Condiciones de la oferta',
      );
      expect(screen.getAllByRole('heading', { name: `Oferta de ${partner}` })).toHaveLength(1);
      view.unmount();
    }
  });

  test('kredit-klar-de words its representative example as German grammar has it: "für 3 Monate", "für 1 Monat"', async () => {
    // "mit einer Laufzeit von 3 Monate" was read on the walk: after "von" German says "Monaten".
    for (const [period, term] of [
      [3, '3 Monate'],
      [1, '1 Monat'],
    ] as const) {
      const fake = fakeApi([offer({ period, monthlyPayment: 172.25 })]);
      const view = await renderApp({
        api: fake.api,
        brandId: 'kredit-klar-de',
        locale: 'de',
        path: '/cofidis-offer',
        lead: { state: ApplicationState.COFIDIS_OFFER },
      });
      const details = await screen.findByRole('region', { name: 'Konditionen des Angebots' });
      const example = plain(within(details).getByText(/^Repräsentatives Beispiel/).textContent);
      expect(example).toContain(`Wenn Sie 500 € für ${term} zu einem festen effektiven Jahreszins`);
      expect(example).not.toMatch(/Laufzeit von \d+ Monate\b/);
      view.unmount();
    }
  });

  test('Accept sends the offer and goes where the server says', async () => {
    const { user, posted } = await openAt(
      ApplicationState.COFIDIS_OFFER,
      '/cofidis-offer',
      [offer()],
      (request) =>
        request.path === OfferStagePaths.acceptOffer
          ? leadAt(ApplicationState.ACCEPTED)
          : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Aceptar la oferta' }));
    await waitFor(() => expect(location()).toBe('/accepted'));
    expect(posted(OfferStagePaths.acceptOffer).map((request) => request.body)).toEqual([
      { id: TEST_LEAD_ID, offerId: 'cofidis-1', decision: 'accept' },
    ]);
  });

  // Walker U: two presses in one instant, before the page had drawn its busy button, sent two
  // answers; an offer's answer is sent once.
  test('two presses of Accept in one instant send the answer once', async () => {
    const { posted } = await openAt(
      ApplicationState.COFIDIS_OFFER,
      '/cofidis-offer',
      [offer()],
      (request) =>
        request.path === OfferStagePaths.acceptOffer
          ? leadAt(ApplicationState.ACCEPTED)
          : undefined,
    );
    const accept = await screen.findByRole('button', { name: 'Aceptar la oferta' });
    act(() => {
      accept.click();
      accept.click();
    });
    await waitFor(() => expect(location()).toBe('/accepted'));
    expect(posted(OfferStagePaths.acceptOffer)).toHaveLength(1);
  });

  test('the offer taken and its lender become the application’s result, shown on the result page', async () => {
    const { user, store } = await openAt(
      ApplicationState.COFIDIS_OFFER,
      '/cofidis-offer',
      [offer()],
      (request) =>
        request.path === OfferStagePaths.acceptOffer
          ? leadAt(ApplicationState.ACCEPTED)
          : undefined,
    );
    expect(store.getState().application.applicationResult).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Aceptar la oferta' }));
    await waitFor(() => expect(location()).toBe('/accepted'));
    expect(store.getState().application.applicationResult).toEqual({
      application: { status: 'ACCEPTED' },
      offerId: 'cofidis-1',
      partner: { name: 'Cofidis' },
      offer: offer(),
    });
    const taken = await screen.findByRole('region', { name: 'La oferta que has aceptado' });
    expect(within(taken).getByTestId('offer-monthlyPayment').textContent).toBe(
      `Cuota mensual${formatOfferMoney(offer().monthlyPayment, 'EUR', 'es')}`,
    );
    const contact = await screen.findByRole('region', { name: '¿Tienes alguna pregunta?' });
    expect(within(contact).getByText('Cofidis')).toBeVisible();
    expect(contact).toHaveTextContent('Tu prestamista: Cofidis');
  });

  test('Decline is asked again; going back returns focus; confirming sends the decline', async () => {
    const { user, posted } = await openAt(
      ApplicationState.PROFICREDIT_OFFER,
      '/proficredit-offer',
      [offer({ offerId: 'proficredit-1', partner: 'Proficredit' })],
      (request) =>
        request.path === OfferStagePaths.proficreditOffer
          ? leadAt(ApplicationState.CHECKING)
          : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Rechazar la oferta' }));
    const question = screen.getByRole('heading', {
      name: '¿Quieres rechazar la oferta de Proficredit?',
    });
    expect(question).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'No, volver a la oferta' }));
    expect(screen.getByRole('button', { name: 'Rechazar la oferta' })).toHaveFocus();
    expect(posted(OfferStagePaths.proficreditOffer)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Rechazar la oferta' }));
    await user.click(screen.getByRole('button', { name: 'Sí, rechazar la oferta' }));
    await waitFor(() => expect(location()).toBe('/checking'));
    expect(posted(OfferStagePaths.proficreditOffer)[0]?.body).toEqual({
      id: TEST_LEAD_ID,
      offerId: 'proficredit-1',
      decision: 'decline',
    });
  });

  test('a failed answer says so, keeps the page, and Try again sends it again', async () => {
    let tries = 0;
    const { user, posted } = await openAt(
      ApplicationState.INSTABANK_OFFER,
      '/instabank-offer',
      [offer({ offerId: 'instabank-1', partner: 'Instabank' })],
      (request) => {
        // The lead, read after the failure, is still at the offer: the answer did not reach it.
        if (request.path === LeadPaths.leadStatus(TEST_LEAD_ID)) {
          return leadAt(ApplicationState.INSTABANK_OFFER);
        }
        if (request.path !== OfferStagePaths.acceptOffer) return undefined;
        tries += 1;
        return tries === 1 ? fail(null, 'network_error') : leadAt(ApplicationState.ACCEPTED);
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Aceptar la oferta' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No hemos podido enviar tu respuesta');
    expect(location()).toBe('/instabank-offer');
    await user.click(within(alert).getByRole('button', { name: 'Volver a intentarlo' }));
    await waitFor(() => expect(location()).toBe('/accepted'));
    expect(posted(OfferStagePaths.acceptOffer)).toHaveLength(2);
  });

  /** Cofidis's offer, whose Accept gets no reply (a time-out), and the lead read after it. */
  const openWithAcceptUnanswered = (status: ApiResult<unknown>) =>
    openAt(ApplicationState.COFIDIS_OFFER, '/cofidis-offer', [offer()], (request) => {
      if (request.path === OfferStagePaths.acceptOffer) return fail(null, 'timeout');
      if (request.path === LeadPaths.leadStatus(TEST_LEAD_ID)) return status;
      return undefined;
    });

  // Walker C3: the lender took the acceptance and its reply was lost (held past the client's
  // time-out); the page said "No ha cambiado nada", and a Decline after it was refused.
  test('an answer whose reply is lost is looked for on the lead: taken, the applicant goes on', async () => {
    const { user, posted } = await openWithAcceptUnanswered(leadAt(ApplicationState.ACCEPTED));
    await user.click(await screen.findByRole('button', { name: 'Aceptar la oferta' }));
    await waitFor(() => expect(location()).toBe('/accepted'));
    expect(screen.queryByText('No hemos podido enviar tu respuesta')).toBeNull();
    expect(posted(OfferStagePaths.acceptOffer)).toHaveLength(1);
    // The offer taken, as a reply that came would have shown it (walker w4: the loan first asked
    // for and the brand's own example were shown, with no lender).
    const taken = await screen.findByRole('region', { name: 'La oferta que has aceptado' });
    expect(plain(within(taken).getByTestId('offer-term').textContent)).toBe('Plazo3 meses');
    expect(screen.getByText('Cofidis', { selector: 'strong' })).toBeVisible();
  });

  test('an answer whose reply is lost, and that the lead shows not taken, says so and keeps the page', async () => {
    const { user } = await openWithAcceptUnanswered(leadAt(ApplicationState.COFIDIS_OFFER));
    await user.click(await screen.findByRole('button', { name: 'Aceptar la oferta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No hemos podido enviar tu respuesta',
    );
    expect(location()).toBe('/cofidis-offer');
  });

  // Walker D3: with the connection still down, the lead could not be read either, and the page
  // said "No ha cambiado nada" though the lender had the offer accepted.
  test('an answer whose reply is lost, on a lead that cannot be read, is not said to have changed nothing', async () => {
    const { user } = await openWithAcceptUnanswered(fail(null, 'network_error'));
    await user.click(await screen.findByRole('button', { name: 'Aceptar la oferta' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No hemos podido confirmar tu respuesta');
    expect(alert).toHaveTextContent('Aún no sabemos si tu respuesta nos ha llegado.');
    expect(alert).not.toHaveTextContent('No ha cambiado nada');
    expect(location()).toBe('/cofidis-offer');
  });

  test('an offer answered in another tab (409) is followed to where the lead stands', async () => {
    const { user } = await openAt(
      ApplicationState.COFIDIS_OFFER,
      '/cofidis-offer',
      [offer()],
      (request) => {
        if (request.path === OfferStagePaths.acceptOffer) return fail(409, 'wrong_state');
        if (request.path === LeadPaths.leadStatus(TEST_LEAD_ID)) {
          return leadAt(ApplicationState.ACCEPTED);
        }
        return undefined;
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Aceptar la oferta' }));
    await waitFor(() => expect(location()).toBe('/accepted'));
  });

  test('offers that fail to load say so, and Try again reads them again', async () => {
    let reads = 0;
    const { user } = await openAt(
      ApplicationState.COFIDIS_OFFER,
      '/cofidis-offer',
      [offer()],
      (request) => {
        if (request.method !== 'GET') return undefined;
        reads += 1;
        // The read retries a passing fault by itself (three times): all four fail here.
        return reads <= 4 ? fail(503, 'internal_error') : undefined;
      },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No hemos podido cargar tu oferta');
    await user.click(within(alert).getByRole('button', { name: 'Volver a intentarlo' }));
    expect(await screen.findByRole('region', { name: 'Condiciones de la oferta' })).toBeVisible();
  });

  test('an expired application offers to start again instead of an offer', async () => {
    await openAt(ApplicationState.COFIDIS_OFFER, '/cofidis-offer', [], (request) =>
      request.method === 'GET' ? fail(410, 'lead_expired') : undefined,
    );
    expect(await screen.findByText('Tu solicitud ha caducado')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Empezar una nueva solicitud' })).toBeVisible();
  });
});

const ipfOffers = [
  offer({
    offerId: 'ipf-1',
    partner: 'IPF Digital',
    apr: 59.9,
    monthlyPayment: 191.5,
    totalCost: 574.5,
  }),
  offer({
    offerId: 'ipf-2',
    partner: 'IPF Digital',
    apr: 59.9,
    period: 6,
    monthlyPayment: 99.8,
    totalCost: 598.8,
  }),
];

describe('IPF payment plans', () => {
  test('Accept without a plan names what to do, in a focused summary and the title', async () => {
    const { user, posted } = await openAt(
      ApplicationState.IPFD_OFFER_CHOICE,
      '/ipfd-offer-choice',
      ipfOffers,
    );
    await user.click(await screen.findByRole('button', { name: 'Aceptar este plan' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary).getByRole('link', { name: 'Elige el plan de pago que quieres' }),
    ).toHaveAttribute('href', '#offer-choice');
    await waitFor(() => expect(document.title).toMatch(/^Error: Elige tu oferta/));
    expect(posted(OfferStagePaths.offerPayment)).toHaveLength(0);
  });

  test('the plan chosen is shown in full, then sent', async () => {
    const { user, posted } = await openAt(
      ApplicationState.IPFD_OFFER_CHOICE,
      '/ipfd-offer-choice',
      ipfOffers,
      (request) =>
        request.method === 'POST' && request.path === OfferStagePaths.offerPayment
          ? leadAt(ApplicationState.ACCEPTED)
          : undefined,
    );
    await user.click(
      await screen.findByRole('radio', { name: named('500 € a 6 meses: 99,80 € al mes') }),
    );
    const chosen = screen.getByRole('region', { name: 'El plan que has elegido' });
    expect(within(chosen).getByTestId('offer-totalCost')).toHaveTextContent('598,80 €');
    await user.click(screen.getByRole('button', { name: 'Aceptar este plan' }));
    await waitFor(() => expect(location()).toBe('/accepted'));
    expect(posted(OfferStagePaths.offerPayment)[0]?.body).toEqual({
      id: TEST_LEAD_ID,
      offerId: 'ipf-2',
    });
  });

  test('a reload keeps the plan chosen', async () => {
    const first = await openAt(ApplicationState.IPFD_OFFER_CHOICE, '/ipfd-offer-choice', ipfOffers);
    await first.user.click(
      await screen.findByRole('radio', { name: named('500 € a 6 meses: 99,80 € al mes') }),
    );
    first.unmount();
    await openAt(ApplicationState.IPFD_OFFER_CHOICE, '/ipfd-offer-choice', ipfOffers);
    expect(
      await screen.findByRole('radio', { name: named('500 € a 6 meses: 99,80 € al mes') }),
    ).toBeChecked();
    expect(screen.getByRole('region', { name: 'El plan que has elegido' })).toBeVisible();
  });

  test('declining takes none of the plans', async () => {
    const { user, posted } = await openAt(
      ApplicationState.IPFD_OFFER_CHOICE,
      '/ipfd-offer-choice',
      ipfOffers,
      (request) => (request.method === 'POST' ? leadAt(ApplicationState.CHECKING) : undefined),
    );
    await user.click(await screen.findByRole('button', { name: 'Rechazar todos los planes' }));
    await user.click(screen.getByRole('button', { name: 'Sí, rechazar la oferta' }));
    await waitFor(() => expect(location()).toBe('/checking'));
    expect(posted(OfferStagePaths.offerPayment)[0]?.body).toEqual({
      id: TEST_LEAD_ID,
      decision: 'decline',
    });
  });
});

const provident = offer({
  offerId: 'provident-1',
  partner: 'Provident',
  apr: 45.9,
  monthlyPayment: 180.14,
  totalCost: 540.42,
  adjustable: { minAmount: 100, minPeriod: 1 },
});

describe('Provident', () => {
  test('a smaller amount or term shows what it would cost, and is sent as typed', async () => {
    const { user, posted } = await openAt(
      ApplicationState.PROVIDENT_OFFER,
      '/provident-offer',
      [provident],
      (request) =>
        request.path === OfferStagePaths.updateProvidentOffer
          ? leadAt(ApplicationState.ACCEPTED)
          : undefined,
    );
    const amount = await screen.findByLabelText('Importe que quieres pedir');
    expect(amount).toHaveValue('500');
    expect(screen.getByText('De 100 € a 500 €')).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '300');
    await user.clear(screen.getByLabelText('Número de meses'));
    await user.type(screen.getByLabelText('Número de meses'), '2');
    const preview = screen.getByRole('region', { name: 'Oferta de Provident con tus cambios' });
    expect(within(preview).getByTestId('offer-amount')).toHaveTextContent('300 €');
    expect(within(preview).getByTestId('offer-term')).toHaveTextContent('2 meses');
    await user.click(screen.getByRole('button', { name: 'Aceptar la oferta' }));
    await waitFor(() => expect(location()).toBe('/accepted'));
    expect(posted(OfferStagePaths.updateProvidentOffer)[0]?.body).toEqual({
      id: TEST_LEAD_ID,
      offerId: 'provident-1',
      decision: 'accept',
      amount: 300,
      period: 2,
    });
    // The result page shows the loan taken: the lowered one, not the one offered.
    const taken = await screen.findByRole('region', { name: 'La oferta que has aceptado' });
    expect(within(taken).getByTestId('offer-amount')).toHaveTextContent('300 €');
    expect(within(taken).getByTestId('offer-term')).toHaveTextContent('2 meses');
    expect(within(taken).getByTestId('offer-monthlyPayment').textContent).toBe(
      within(preview).getByTestId('offer-monthlyPayment').textContent,
    );
  });

  test('a reload keeps the smaller loan typed, for that offer only', async () => {
    const first = await openAt(ApplicationState.PROVIDENT_OFFER, '/provident-offer', [provident]);
    const amount = await screen.findByLabelText('Importe que quieres pedir');
    await first.user.clear(amount);
    await first.user.type(amount, '300');
    await first.user.clear(screen.getByLabelText('Número de meses'));
    await first.user.type(screen.getByLabelText('Número de meses'), '2');
    first.unmount();

    const second = await openAt(ApplicationState.PROVIDENT_OFFER, '/provident-offer', [provident]);
    expect(await screen.findByLabelText('Importe que quieres pedir')).toHaveValue('300');
    expect(screen.getByLabelText('Número de meses')).toHaveValue('2');
    const preview = screen.getByRole('region', { name: 'Oferta de Provident con tus cambios' });
    expect(within(preview).getByTestId('offer-amount')).toHaveTextContent('300 €');
    second.unmount();

    // Another offer (the lender offered again) starts from its own figures.
    await openAt(ApplicationState.PROVIDENT_OFFER, '/provident-offer', [
      { ...provident, offerId: 'provident-2' },
    ]);
    expect(await screen.findByLabelText('Importe que quieres pedir')).toHaveValue('500');
  });

  test('more than the offer is refused before sending, by the field', async () => {
    const { user, posted } = await openAt(ApplicationState.PROVIDENT_OFFER, '/provident-offer', [
      provident,
    ]);
    const amount = await screen.findByLabelText('Importe que quieres pedir');
    await user.clear(amount);
    await user.type(amount, '900');
    await user.click(screen.getByRole('button', { name: 'Aceptar la oferta' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: named('Escribe un importe de 100 € a 500 €') }),
    ).toHaveAttribute('href', '#provident-amount');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(posted(OfferStagePaths.updateProvidentOffer)).toHaveLength(0);
  });

  test('a loan the server refuses shows its message by the field, keeping what was typed', async () => {
    const { user } = await openAt(
      ApplicationState.PROVIDENT_OFFER,
      '/provident-offer',
      [provident],
      (request) =>
        request.path === OfferStagePaths.updateProvidentOffer
          ? fail(422, 'invalid_body', [
              { fieldName: 'period', message: 'Must be at most 3', code: 'too_large', limit: 3 },
            ])
          : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Aceptar la oferta' }));
    expect(await screen.findAllByText('Escribe un número de meses de 1 a 3')).not.toHaveLength(0);
    expect(screen.getByLabelText('Importe que quieres pedir')).toHaveValue('500');
    expect(location()).toBe('/provident-offer');
  });
});

/** Every offer page: its route, its partner's offers, and the button that declines them. */
const OfferPages = [
  { state: ApplicationState.COFIDIS_OFFER, route: '/cofidis-offer', offers: [offer()] },
  {
    state: ApplicationState.INSTABANK_OFFER,
    route: '/instabank-offer',
    offers: [offer({ offerId: 'instabank-1', partner: 'Instabank' })],
  },
  {
    state: ApplicationState.PROFICREDIT_OFFER,
    route: '/proficredit-offer',
    offers: [offer({ offerId: 'proficredit-1', partner: 'Proficredit' })],
  },
  { state: ApplicationState.PROVIDENT_OFFER, route: '/provident-offer', offers: [provident] },
  {
    state: ApplicationState.IPFD_OFFER_CHOICE,
    route: '/ipfd-offer-choice',
    offers: ipfOffers,
    decline: 'Rechazar todos los planes',
  },
];

/** The lead API after another device answered: every answer refused (409), the lead at `state`. */
const answeredElsewhereAt =
  (state: ApplicationState): Handler =>
  (request) => {
    if (request.method === 'POST') return fail(409, 'wrong_state');
    if (request.path === LeadPaths.leadStatus(TEST_LEAD_ID)) return leadAt(state);
    return undefined;
  };

describe('an offer answered on another device or in another tab (409 wrong_state)', () => {
  // Walker on credito-agil-co, two devices: the phone accepted Cofidis's offer; the computer,
  // still showing it, declined, and read "Su solicitud fue aceptada" without a word.
  test('credito-agil-co: a decline after the offer was accepted elsewhere shows the accepted page, and says so there with whom to contact', async () => {
    const { user, posted } = await openAt(
      ApplicationState.COFIDIS_OFFER,
      '/cofidis-offer',
      [offer({ currency: 'COP', amount: 500_000 })],
      answeredElsewhereAt(ApplicationState.ACCEPTED),
      { brandId: 'credito-agil-co', locale: 'co' },
    );
    await user.click(await screen.findByRole('button', { name: 'Rechazar la oferta' }));
    await user.click(screen.getByRole('button', { name: 'Sí, rechazar la oferta' }));
    await waitFor(() => expect(location()).toBe('/accepted'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Su solicitud fue aceptada' }),
    ).toBeVisible();
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Esta oferta ya había sido aceptada');
    expect(notice).toHaveTextContent(
      'Su respuesta en esta página no se tuvo en cuenta: llegó después de otra que se dio en otro dispositivo o en otra pestaña.',
    );
    expect(notice).toHaveTextContent(
      'Si no quería aceptarla, comuníquese con nosotros: más abajo le indicamos cómo.',
    );
    const contact = screen.getByRole('region', { name: '¿Tiene alguna pregunta?' });
    expect(
      within(contact).getByRole('link', { name: 'help@credito-agil.example.com.co' }),
    ).toBeVisible();
    expect(posted(OfferStagePaths.acceptOffer)).toHaveLength(1);
  });

  test.each(OfferPages)(
    '$route: a decline refused as answered elsewhere is told on the page the lead moved to',
    async ({ state, route, offers, decline = 'Rechazar la oferta' }) => {
      const { user } = await openAt(
        state,
        route,
        offers,
        answeredElsewhereAt(ApplicationState.ACCEPTED),
      );
      await user.click(await screen.findByRole('button', { name: decline }));
      await user.click(screen.getByRole('button', { name: 'Sí, rechazar la oferta' }));
      await waitFor(() => expect(location()).toBe('/accepted'));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Esta oferta ya se había aceptado',
      );
    },
  );

  test('declined elsewhere: this tab’s accept is told as answered elsewhere at checking, and on the result checking ends in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    let reads = 0;
    const { user } = await openAt(
      ApplicationState.COFIDIS_OFFER,
      '/cofidis-offer',
      [offer()],
      (request) => {
        if (request.method === 'POST') return fail(409, 'wrong_state');
        if (request.path !== LeadPaths.leadStatus(TEST_LEAD_ID)) return undefined;
        reads += 1;
        return leadAt(reads === 1 ? ApplicationState.CHECKING : ApplicationState.REJECTED);
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Aceptar la oferta' }));
    await waitFor(() => expect(location()).toBe('/checking'));
    const told = (notice: HTMLElement) => {
      expect(notice).toHaveTextContent('Tu solicitud ya tenía respuesta');
      expect(notice).toHaveTextContent(
        'Si no es lo que querías, ponte en contacto con nosotros: te explicamos cómo junto a tu resultado.',
      );
    };
    told(await screen.findByRole('alert'));
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(location()).toBe('/rejected'));
    told(await screen.findByRole('alert'));
  });

  test('an answer sent again after its reply was lost, refused as the lead moved on, is this tab’s own: no notice', async () => {
    let sent = 0;
    const { user } = await openAt(
      ApplicationState.COFIDIS_OFFER,
      '/cofidis-offer',
      [offer()],
      (request) => {
        if (request.path === OfferStagePaths.acceptOffer) {
          sent += 1;
          return sent === 1 ? fail(null, 'timeout') : fail(409, 'wrong_state');
        }
        if (request.path === LeadPaths.leadStatus(TEST_LEAD_ID)) {
          return sent === 1 ? fail(null, 'network_error') : leadAt(ApplicationState.ACCEPTED);
        }
        return undefined;
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Aceptar la oferta' }));
    const unconfirmed = await screen.findByRole('alert');
    expect(unconfirmed).toHaveTextContent('No hemos podido confirmar tu respuesta');
    await user.click(within(unconfirmed).getByRole('button', { name: 'Volver a intentarlo' }));
    await waitFor(() => expect(location()).toBe('/accepted'));
    expect(await screen.findByRole('region', { name: 'La oferta que has aceptado' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
