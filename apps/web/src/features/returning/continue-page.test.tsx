import {
  ApplicationState,
  leadContactPath,
  RESUME_TOKEN_HEADER,
  sendLinkPath,
  WRITE_SECRET_HEADER,
  type LeadUrlAnswer,
} from '@lf/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import { leadHandedOver } from '../application';
import { renderApp, TEST_LEAD_ID } from '../../test/render-app';

const ID = '3f1c8a52-6a55-4a8e-9d0e-2b7c1d1e0f00';
const restored = (applicationState: ApplicationState): ApiResult<LeadUrlAnswer> => ({
  ok: true,
  status: 200,
  data: {
    id: ID,
    applicationState,
    leadStatus: 1,
    expiresAt: '2030-01-02T10:00:00.000Z',
    data: { amount: 500, period: 61, personalDetails: { firstName: 'Ana' } },
  },
});

function fakeApi(answer: (request: ApiRequest) => Promise<ApiResult<unknown>>) {
  const requests: ApiRequest[] = [];
  const api = vi.fn(async (_schema: unknown, request: ApiRequest) => {
    requests.push(request);
    return answer(request);
  }) as unknown as ApiClient;
  return { api, requests };
}

const location = () => screen.getByTestId('location').textContent;

describe("a returning customer's link", () => {
  test('the classic page calls the earlier v2 link with the query as it came', async () => {
    const { api, requests } = fakeApi(async () => restored(ApplicationState.OTHER_INFORMATION));
    await renderApp({ api, path: `/continue/${ID}?refName=aff&refTransactionId=tx-1` });
    await waitFor(() => expect(location()).toBe('/other-information'));
    expect(requests[0]).toMatchObject({
      method: 'GET',
      path: `/v2/lead/url/${ID}/continue?refName=aff&refTransactionId=tx-1`,
    });
  });

  test('the dynamic form calls the v3 link with the transaction only', async () => {
    const { api, requests } = fakeApi(async () => restored(ApplicationState.CHECKING));
    await renderApp({
      api,
      brandId: 'credisol-es',
      path: `/continue/${ID}?refName=aff&s_id=tx-2`,
    });
    await waitFor(() => expect(location()).toBe('/checking'));
    expect(requests[0]?.path).toBe(`/v3/lead/url/${ID}/continue?refTransactionId=tx-2`);
  });

  test('meanwhile the header and footer are invisible and the loader neutral', async () => {
    let answer: (result: ApiResult<unknown>) => void = () => undefined;
    const { api } = fakeApi(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const { container } = await renderApp({ api, path: `/continue/${ID}` });
    const loader = (await screen.findByText('Recuperando tu solicitud…')).closest('.lf-loader');
    expect(loader?.querySelector('.lf-loader__ring--neutral')).not.toBeNull();
    expect(container.querySelector('header')).toHaveClass('lf-chrome--invisible');
    expect(container.querySelector('footer')).toHaveClass('lf-chrome--invisible');
    // Unseen, their links take no focus either.
    expect(container.querySelector('header')).toHaveAttribute('inert');
    expect(container.querySelector('footer')).toHaveAttribute('inert');
    answer(restored(ApplicationState.THANK_YOU));
    await waitFor(() => expect(location()).toBe('/thank-you'));
  });

  test("back from a partner, its page learns how the partner's page ended", async () => {
    const { api } = fakeApi(async (request) =>
      request.path.startsWith('/v2/lead/url/')
        ? restored(ApplicationState.INSTANTOR)
        : { ok: false, status: 503, error: { code: 'internal_error', message: 'down' } },
    );
    await renderApp({ api, path: `/continue/${ID}?partner=cancelled` });
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Tu cuenta bancaria aún no está conectada',
      }),
    ).toBeVisible();
    expect(location()).toBe('/instantor');
  });

  test('an unknown link says so with a way to start again', async () => {
    const { api } = fakeApi(async () => ({
      ok: false,
      status: 404,
      error: { code: 'lead_not_found', message: 'No lead' },
    }));
    await renderApp({ api, path: `/continue/${ID}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No encontramos esta solicitud' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Empezar una nueva solicitud' })).toBeVisible();
  });

  test('a link whose id cannot be a lead says it is not found, and asks the lead API nothing (walker H4: 5,000 characters)', async () => {
    const { api, requests } = fakeApi(async () => restored(ApplicationState.PERSONAL_DETAILS));
    await renderApp({ api, path: `/continue/${'a'.repeat(5000)}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No encontramos esta solicitud' }),
    ).toBeVisible();
    expect(requests).toEqual([]);
  });

  test('a lead API out of reach says so under the page’s own title, and offers to try again', async () => {
    const { api } = fakeApi(async () => ({
      ok: false,
      status: 503,
      error: { code: 'internal_error', message: 'Down' },
    }));
    await renderApp({ api, path: `/continue/${ID}` });
    expect(await screen.findByText('No hemos podido recuperar tu solicitud')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Continúa tu solicitud' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Volver a intentarlo' })).toBeVisible();
    expect(document.title).toContain('Continúa tu solicitud');
  });

  test("the browser that holds the lead's write secret reads it with that secret, a link's token beside it", async () => {
    const answer = restored(ApplicationState.OTHER_INFORMATION);
    const { api, requests } = fakeApi(async () =>
      answer.ok ? { ...answer, data: { ...answer.data, id: TEST_LEAD_ID } } : answer,
    );
    const token = 'a'.repeat(43);
    await renderApp({
      api,
      path: `/continue/${TEST_LEAD_ID}?resume=${token}`,
      lead: { state: ApplicationState.OTHER_INFORMATION, writeSecret: 'held-secret' },
    });
    await waitFor(() => expect(location()).toBe('/other-information'));
    expect(requests[0]?.headers).toEqual({
      [WRITE_SECRET_HEADER]: 'held-secret',
      [RESUME_TOKEN_HEADER]: token,
    });
    // Never in the call's address.
    expect(requests[0]?.path).not.toContain(token);
  });

  test("another lead's secret is not sent to this link", async () => {
    const { api, requests } = fakeApi(async () => restored(ApplicationState.OTHER_INFORMATION));
    await renderApp({
      api,
      path: `/continue/${ID}`,
      lead: { state: ApplicationState.OTHER_INFORMATION, writeSecret: 'other-lead-secret' },
    });
    await waitFor(() => expect(location()).toBe('/other-information'));
    expect(requests[0]?.headers).toEqual({});
  });

  // Walkers with a screen reader (pozyczka-plus-pl, credito-agil-co): the link's loader was the
  // visit's first page, so what it gave way to kept the focus on <body> and nothing was heard.
  describe('what the link shows after its loader takes the focus on its heading, as a move does', () => {
    // Found anew each time: the loader's own heading, unseen, may bear the same name.
    const headingFocused = (name: string) =>
      waitFor(() => expect(screen.getByRole('heading', { level: 1, name })).toHaveFocus());

    test('the step the lead stands at', async () => {
      const { api } = fakeApi(async () => restored(ApplicationState.PERSONAL_DETAILS));
      await renderApp({
        api,
        brandId: 'pozyczka-plus-pl',
        locale: 'pl',
        path: `/continue/${ID}`,
      });
      await waitFor(() => expect(location()).toBe('/personal-details'));
      await headingFocused('Dane osobowe');
    });

    test('a link that cannot be found', async () => {
      const { api } = fakeApi(async () => ({
        ok: false,
        status: 404,
        error: { code: 'lead_not_found', message: 'No lead' },
      }));
      await renderApp({ api, brandId: 'credito-agil-co', locale: 'co', path: `/continue/${ID}` });
      await headingFocused('No encontramos esta solicitud');
    });

    test('the page asking to send a fresh link', async () => {
      const { api } = fakeApi(async (request) =>
        request.path === leadContactPath(ID)
          ? { ok: true, status: 200, data: { decided: false, contacts: [] } }
          : { ok: false, status: 401, error: { code: 'credential_required', message: 'x' } },
      );
      await renderApp({ api, brandId: 'credito-agil-co', locale: 'co', path: `/continue/${ID}` });
      await headingFocused('Continúe su solicitud');
    });
  });

  describe('a link this browser has no credential for (401)', () => {
    const locked: ApiResult<unknown> = {
      ok: false,
      status: 401,
      error: { code: 'credential_required', message: 'x' },
    };
    const contact: ApiResult<unknown> = {
      ok: true,
      status: 200,
      data: {
        decided: false,
        contacts: [
          { channel: 'email', to: 'l•••@example.com' },
          { channel: 'sms', to: '••• ••• 678' },
        ],
      },
    };

    test('shows nothing of the lead and sends a fresh link where the applicant chooses', async () => {
      const { api, requests } = fakeApi(async (request) => {
        if (request.path === leadContactPath(ID)) return contact;
        if (request.path === sendLinkPath(ID)) {
          return { ok: true, status: 202, data: { channel: 'sms', to: '••• ••• 678' } } as const;
        }
        return locked;
      });
      const { user } = await renderApp({ api, path: `/continue/${ID}` });
      expect(
        await screen.findByRole('radio', { name: 'Por correo electrónico a l•••@example.com' }),
      ).toBeChecked();
      expect(
        screen.getByRole('heading', { level: 1, name: 'Continúa tu solicitud' }),
      ).toBeVisible();
      await user.click(screen.getByRole('radio', { name: 'Por SMS al ••• ••• 678' }));
      await user.click(screen.getByRole('button', { name: 'Enviarme un enlace nuevo' }));

      // Announced: its heading takes the focus once it is shown (PageHeading).
      const sent = await screen.findByRole('heading', {
        level: 1,
        name: 'Te hemos enviado un enlace nuevo',
      });
      await waitFor(() => expect(sent).toHaveFocus());
      expect(
        screen.getByText('Lo hemos enviado a ••• ••• 678. Funciona una vez, durante 12 horas.'),
      ).toHaveAttribute('role', 'status');
      expect(requests.at(-1)).toMatchObject({
        method: 'POST',
        path: sendLinkPath(ID),
        body: { channel: 'sms' },
      });
      expect(location()).toBe(`/continue/${ID}`);
    });

    test('a link sent leaves a way on: not received, send it again (another channel), or start again (found walking kredit-klar-de)', async () => {
      const { api, requests } = fakeApi(async (request) => {
        if (request.path === leadContactPath(ID)) return contact;
        if (request.path === sendLinkPath(ID)) {
          return {
            ok: true,
            status: 202,
            data: { channel: 'email', to: 'l•••@example.com' },
          } as const;
        }
        return locked;
      });
      const { user } = await renderApp({ api, path: `/continue/${ID}` });
      await user.click(await screen.findByRole('button', { name: 'Enviarme un enlace nuevo' }));
      await screen.findByRole('heading', { level: 1, name: 'Te hemos enviado un enlace nuevo' });
      expect(screen.getByRole('button', { name: 'Empezar una nueva solicitud' })).toBeVisible();
      await user.click(
        screen.getByRole('button', { name: '¿No te ha llegado? Enviarlo de nuevo' }),
      );
      const heading = await screen.findByRole('heading', {
        level: 1,
        name: 'Continúa tu solicitud',
      });
      await waitFor(() => expect(heading).toHaveFocus());
      await waitFor(() => expect(document.title).toMatch(/^Continúa tu solicitud – /));
      await user.click(screen.getByRole('radio', { name: 'Por SMS al ••• ••• 678' }));
      await user.click(screen.getByRole('button', { name: 'Enviarme un enlace nuevo' }));
      await screen.findByRole('heading', { level: 1, name: 'Te hemos enviado un enlace nuevo' });
      expect(requests.filter((request) => request.path === sendLinkPath(ID))).toHaveLength(2);
      expect(requests.at(-1)).toMatchObject({ body: { channel: 'sms' } });
    });

    test('too many links lately says so; another fault offers to try again', async () => {
      let sendAnswer: ApiResult<unknown> = {
        ok: false,
        status: 429,
        error: { code: 'rate_limited', message: 'x' },
      };
      const { api } = fakeApi(async (request) => {
        if (request.path === leadContactPath(ID)) return contact;
        if (request.path === sendLinkPath(ID)) return sendAnswer;
        return locked;
      });
      const { user } = await renderApp({ api, path: `/continue/${ID}` });
      await user.click(await screen.findByRole('button', { name: 'Enviarme un enlace nuevo' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Ya te hemos enviado varios enlaces en la última hora.',
      );
      sendAnswer = { ok: false, status: 0, error: { code: 'network_error', message: 'x' } };
      await user.click(screen.getByRole('button', { name: 'Enviarme un enlace nuevo' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'No hemos podido enviar el enlace.',
      );
      expect(screen.getByRole('button', { name: 'Volver a intentarlo' })).toBeVisible();
    });

    test('a link whose one-time token was refused says it no longer works, and sends a fresh one', async () => {
      const { api } = fakeApi(async (request) =>
        request.path === leadContactPath(ID) ? contact : locked,
      );
      const { user } = await renderApp({ api, path: `/continue/${ID}?resume=${'b'.repeat(43)}` });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Este enlace ya no es válido' }),
      ).toBeVisible();
      expect(
        screen.getByText(
          /Un enlace para continuar funciona una sola vez y durante un tiempo limitado\./,
        ),
      ).toBeVisible();
      expect(screen.queryByText(/no abre tus respuestas por sí solo/)).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Enviarme un enlace nuevo' }));
    });

    test('the page title names what the page says: the link no longer works, then the link sent (walking kredit-klar-de)', async () => {
      const { api } = fakeApi(async (request) => {
        if (request.path === leadContactPath(ID)) return contact;
        if (request.path === sendLinkPath(ID)) {
          return {
            ok: true,
            status: 202,
            data: { channel: 'email', to: 'l•••@example.com' },
          } as const;
        }
        return locked;
      });
      const { user } = await renderApp({
        api,
        brandId: 'kredit-klar-de',
        locale: 'de',
        path: `/continue/${ID}?resume=${'b'.repeat(43)}`,
      });
      await screen.findByRole('heading', { level: 1, name: 'Dieser Link ist nicht mehr gültig' });
      await waitFor(() =>
        expect(document.title).toBe('Dieser Link ist nicht mehr gültig – KreditKlar'),
      );
      await user.click(screen.getByRole('button', { name: 'Neuen Link senden' }));
      await screen.findByRole('heading', {
        level: 1,
        name: 'Wir haben Ihnen einen neuen Link gesendet',
      });
      await waitFor(() =>
        expect(document.title).toBe('Wir haben Ihnen einen neuen Link gesendet – KreditKlar'),
      );
    });

    test('a link opened again in a new tab of the browser that used it opens the lead once another tab hands it over, not "no longer valid" (walker H4)', async () => {
      const answer = restored(ApplicationState.OTHER_INFORMATION);
      const { api } = fakeApi(async (request) => {
        if (request.path === leadContactPath(ID)) return contact;
        return request.headers?.[WRITE_SECRET_HEADER] === 'handed-secret' ? answer : locked;
      });
      const { store } = await renderApp({ api, path: `/continue/${ID}?resume=${'b'.repeat(43)}` });
      // The used token alone is refused before the other tab has answered.
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Este enlace ya no es válido' }),
      ).toBeVisible();
      if (!answer.ok) throw new Error('unreachable');
      act(() => {
        store.dispatch(leadHandedOver({ answer: answer.data, writeSecret: 'handed-secret' }));
      });
      await waitFor(() => expect(location()).toBe('/other-information'));
    });

    test('a lead with nowhere to send a link offers to start again', async () => {
      const { api } = fakeApi(async (request) =>
        request.path === leadContactPath(ID)
          ? ({ ok: true, status: 200, data: { decided: true, contacts: [] } } as const)
          : locked,
      );
      await renderApp({ api, path: `/continue/${ID}` });
      expect(
        await screen.findByText(/No tenemos un correo electrónico ni un teléfono/),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: 'Empezar una nueva solicitud' })).toBeVisible();
    });
  });
  describe('a v3 link resumes where the lead API says the lead lacks an answer (issue 38 item 5)', () => {
    /** A credisol-es lead whose answers reach the gender page, the name page's included. */
    const answers = {
      amount: 500,
      period: 61,
      contactDetails: { email: 'lucia.martin@example.com', phoneNumber: '+34612345678' },
      policies: { generalTerms: true },
      googleCaptchaToken: 'a-token',
      otherDetails: { loanPurpose: 'car' },
      personalDetails: { firstName: 'Lucía', lastName: 'Martín Ruiz' },
    };
    const lead: ApiResult<LeadUrlAnswer> = {
      ok: true,
      status: 200,
      data: {
        id: ID,
        applicationState: ApplicationState.LOAN_INFORMATION,
        leadStatus: 1,
        expiresAt: '2030-01-02T10:00:00.000Z',
        data: answers,
      },
    };
    const lacking = (missing: string[]) =>
      fakeApi(async (request) =>
        request.path === '/v3/test/datapoints'
          ? { ok: true, status: 200, data: { id: ID, missing, present: [] } }
          : lead,
      );

    test('the lead API saying the last name is lacking takes the applicant to the name page', async () => {
      const { api, requests } = lacking(['personalDetails.lastName']);
      await renderApp({ api, brandId: 'credisol-es', path: `/continue/${ID}` });
      await waitFor(() => expect(location()).toBe('/name'));
      const asked = requests.find((request) => request.path === '/v3/test/datapoints');
      expect(asked).toMatchObject({ method: 'POST', body: { id: ID } });
      expect((asked?.body as { dataPoints: string[] }).dataPoints).toEqual(
        expect.arrayContaining(['personalDetails.lastName', 'personalDetails.gender']),
      );
    });

    test('lacking nothing before the gender, the applicant lands on the gender page', async () => {
      const { api } = lacking(['personalDetails.gender']);
      await renderApp({ api, brandId: 'credisol-es', path: `/continue/${ID}` });
      await waitFor(() => expect(location()).toBe('/gender'));
    });

    test('when the ask fails, the answers restored decide: the gender page', async () => {
      const { api } = fakeApi(async (request) =>
        request.path === '/v3/test/datapoints'
          ? { ok: false, status: 503, error: { code: 'internal_error', message: 'down' } }
          : lead,
      );
      await renderApp({ api, brandId: 'credisol-es', path: `/continue/${ID}` });
      await waitFor(() => expect(location()).toBe('/gender'));
    });
  });
});
