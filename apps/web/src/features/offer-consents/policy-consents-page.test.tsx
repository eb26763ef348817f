import { ApplicationState, PolicyScopes, type Policy, type PolicyScope } from '@lf/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { Locales, type Locale } from '../../config/brand-config-schema';
import { routeForState } from '../flow';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import { renderApp, TEST_LEAD_ID } from '../../test/render-app';
import { StateOfScope } from './policy-consents-page';
import { BrandOfLocale } from '../../test/locale-brands';

const policies: Policy[] = [
  {
    id: 'loanAgreement',
    title: 'Loan agreement',
    text: 'I have read the loan agreement and accept it.',
    url: 'https://www.prestamo-claro.example.es/terms#loan-agreement',
    required: true,
  },
  {
    id: 'partnerOffers',
    title: "The partner's offers",
    text: 'The partner may tell me about its products.',
    url: 'https://www.prestamo-claro.example.es/privacy#partner-offers',
    required: false,
  },
];

const ok = <T,>(data: T): ApiResult<T> => ({ ok: true, status: 200, data });
const failure = (status: number, code: string, extra: object = {}): ApiResult<never> =>
  ({ ok: false, status, error: { code, message: `HTTP ${status}`, ...extra } }) as ApiResult<never>;
const leadAt = (applicationState: ApplicationState) =>
  ok({
    id: TEST_LEAD_ID,
    applicationState,
    leadStatus: 1,
    expiresAt: new Date(Date.now() + 600_000).toISOString(),
  });

/** The lead API: the policies, and what `save` answers to each save in turn. */
function consentsApi(
  save: (request: ApiRequest) => ApiResult<unknown>,
  status = leadAt(11),
  shown: readonly Policy[] = policies,
) {
  const requests: ApiRequest[] = [];
  const api = vi.fn(async (_schema: unknown, request: ApiRequest) => {
    requests.push(request);
    if (request.path.startsWith('/policy')) {
      return ok({ product: 'x', locale: 'en', policies: shown });
    }
    if (request.path.startsWith('/lead/status/')) return status;
    if (request.method === 'POST') return save(request);
    return failure(404, 'not_found');
  });
  return { api: api as unknown as ApiClient, requests };
}

const openAt = (api: ApiClient, scope: PolicyScope = 'offer', locale: Locale = 'en') =>
  renderApp({
    api,
    locale,
    brandId: BrandOfLocale[locale],
    path: routeForState(StateOfScope[scope]).route,
    lead: { state: StateOfScope[scope] },
  });

const location = () => screen.getByTestId('location').textContent;

describe('after-offer consent pages', () => {
  test.each(Locales)(
    '%s: each scope opens with its policies, its texts and a form',
    async (locale) => {
      const missing: string[] = [];
      for (const scope of PolicyScopes) {
        const { api, requests } = consentsApi(() => failure(503, 'internal_error'));
        await renderApp({
          api,
          locale,
          brandId: BrandOfLocale[locale],
          missingTexts: missing,
          path: routeForState(StateOfScope[scope]).route,
          lead: { state: StateOfScope[scope] },
        });
        await screen.findByRole('checkbox', { name: 'Loan agreement' });
        expect(screen.getByRole('main').querySelector('form')).not.toBeNull();
        expect(requests[0]?.path).toContain(`scope=${scope}`);
        cleanup();
      }
      expect(missing.filter((key) => !key.endsWith('>hint'))).toEqual([]);
    },
  );

  test('a required policy left unticked is named in the summary and by its checkbox; ticking it clears both', async () => {
    const { api, requests } = consentsApi(() => leadAt(ApplicationState.THANK_YOU));
    const { user } = await openAt(api);
    const agreement = await screen.findByRole('checkbox', { name: 'Loan agreement' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    await waitFor(() => expect(document.title).toMatch(/^Error: Consents – /));
    const message = 'Accept the Loan agreement to continue';
    await user.click(within(summary).getByRole('link', { name: message }));
    expect(agreement).toHaveFocus();
    expect(agreement).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.click(agreement);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).not.toMatch(/^Error/));
  });

  test('the boxes ticked are ticked again after a reload, in this tab, for this lead', async () => {
    // Walked in kredit-klar-de and pozyczka-plus-pl: a reload unticked every box.
    const { api } = consentsApi(() => leadAt(ApplicationState.THANK_YOU));
    const first = await openAt(api, 'tfbank');
    await first.user.click(await screen.findByRole('checkbox', { name: /The partner's offers/ }));
    cleanup();
    await openAt(api, 'tfbank');
    expect(await screen.findByRole('checkbox', { name: /The partner's offers/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Loan agreement' })).not.toBeChecked();
    cleanup();
    // Another scope's page asks its own questions: nothing is carried over to it.
    await openAt(api, 'advanzia');
    expect(await screen.findByRole('checkbox', { name: /The partner's offers/ })).not.toBeChecked();
  });

  test('every required policy left unticked is named at once, each by its checkbox (issue 37)', async () => {
    const dataSharing: Policy = {
      id: 'dataSharing',
      title: 'Data sharing with the partner',
      text: 'I agree that my application is shared with the partner.',
      url: 'https://www.default.example.es/privacy#data-sharing',
      required: true,
    };
    const { api, requests } = consentsApi(() => leadAt(ApplicationState.THANK_YOU), undefined, [
      ...policies,
      dataSharing,
    ]);
    const { user } = await openAt(api, 'dynamic');
    await screen.findByRole('checkbox', { name: 'Loan agreement' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    const named = [
      ['Loan agreement', 'Accept the Loan agreement to continue'],
      ['Data sharing with the partner', 'Accept the Data sharing with the partner to continue'],
    ] as const;
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(named.map(([, message]) => message));
    for (const [name, message] of named) {
      const box = screen.getByRole('checkbox', { name });
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription(expect.stringContaining(message));
      await user.click(within(summary).getByRole('link', { name: message }));
      expect(box).toHaveFocus();
    }
    expect(
      screen.getByRole('checkbox', { name: "The partner's offers (optional)" }),
    ).not.toHaveAttribute('aria-invalid');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'Loan agreement' }));
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Accept the Data sharing with the partner to continue']);
  });

  test('the hint says optional boxes may be left unticked only where one is optional', async () => {
    const required = policies.filter((policy) => policy.required);
    const allRequired = consentsApi(() => failure(503, 'internal_error'), undefined, required);
    await openAt(allRequired.api, 'dynamic');
    await screen.findByRole('checkbox', { name: 'Loan agreement' });
    const hint = screen.getByText(/^Read each one and tick it to accept it\./);
    expect(hint).not.toHaveTextContent('optional');
    cleanup();

    const withOptional = consentsApi(() => failure(503, 'internal_error'));
    await openAt(withOptional.api, 'dynamic');
    await screen.findByRole('checkbox', { name: "The partner's offers (optional)" });
    expect(screen.getByText(/^Read each one and tick it to accept it\./)).toHaveTextContent(
      'You can leave those marked (optional) unticked.',
    );
  });

  test('Continue sends every answer to /lead/offer/policy and goes where the server sends the lead', async () => {
    const { api, requests } = consentsApi(() => leadAt(ApplicationState.THANK_YOU));
    const { user } = await openAt(api);
    await user.click(await screen.findByRole('checkbox', { name: 'Loan agreement' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/thank-you'));
    expect(requests.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: '/lead/offer/policy',
      body: {
        id: TEST_LEAD_ID,
        scope: 'offer',
        policies: { loanAgreement: true, partnerOffers: false },
      },
    });
  });

  test("a partner's scope goes to /lead/offer/dynamic-policy with its scope", async () => {
    const { api, requests } = consentsApi(() => leadAt(ApplicationState.ACCEPTED));
    const { user } = await openAt(api, 'advanzia');
    await user.click(await screen.findByRole('checkbox', { name: 'Loan agreement' }));
    await user.click(screen.getByRole('checkbox', { name: "The partner's offers (optional)" }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/accepted'));
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({
      path: '/lead/offer/dynamic-policy',
      body: { scope: 'advanzia', policies: { loanAgreement: true, partnerOffers: true } },
    });
  });

  test('a failed save keeps the ticks, says so and offers to try again', async () => {
    let failures = 4;
    const { api } = consentsApi(() =>
      failures-- > 0 ? failure(503, 'internal_error') : leadAt(ApplicationState.THANK_YOU),
    );
    const { user } = await openAt(api);
    const agreement = await screen.findByRole('checkbox', { name: 'Loan agreement' });
    await user.click(agreement);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not save your consents');
    // Focus moves in the effect after the alert renders: under load that is a tick later.
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(agreement).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(location()).toBe('/thank-you'));
  });

  test('a lead that moved on in another tab is followed where it stands', async () => {
    const { api, requests } = consentsApi(
      () => failure(409, 'wrong_state'),
      leadAt(ApplicationState.REJECTED),
    );
    const { user } = await openAt(api, 'tfbank');
    await user.click(await screen.findByRole('checkbox', { name: 'Loan agreement' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/rejected'));
    expect(requests.at(-1)).toEqual({ method: 'GET', path: `/lead/status/${TEST_LEAD_ID}` });
  });

  test('a required policy the server refused is named by its checkbox', async () => {
    const { api } = consentsApi(() =>
      failure(422, 'invalid_body', {
        fieldErrors: [{ fieldName: 'policies.loanAgreement', message: 'x', code: 'required' }],
      }),
    );
    const { user } = await openAt(api, 'dynamic');
    await user.click(await screen.findByRole('checkbox', { name: 'Loan agreement' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('Accept the Loan agreement to continue');
  });

  test('an application the server no longer has gets a clear page with a way to start again', async () => {
    const { api } = consentsApi(() => failure(410, 'lead_expired'));
    const { user } = await openAt(api);
    await user.click(await screen.findByRole('checkbox', { name: 'Loan agreement' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Your application has expired')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start a new application' }));
    await waitFor(() => expect(location()).not.toBe('/consents'));
  });
});
