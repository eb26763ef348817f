import { ApplicationState, type ApplicationStateName } from '@lf/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { Locales } from '../../config/brand-config-schema';
import { routeForState } from '../../features/flow';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import { renderApp, TEST_LEAD_ID } from '../../test/render-app';
import { BrandOfLocale } from '../../test/locale-brands';

const ok = <T,>(data: T): ApiResult<T> => ({ ok: true, status: 200, data });
const in10Minutes = () => new Date(Date.now() + 600_000).toISOString();

/** The lead API's reads as the state pages need them to open; every write is refused. */
function answer(request: ApiRequest): ApiResult<unknown> {
  const path = request.path.split('?')[0] ?? '';
  if (request.method === 'GET') {
    if (path === '/policy') {
      return ok({
        product: 'test',
        locale: 'en',
        policies: [
          {
            id: 'partnerTerms',
            title: 'Partner terms',
            text: 'The partner may check your credit file.',
            url: 'https://www.example.com/terms',
            required: true,
          },
        ],
      });
    }
    if (path === '/lead/mobile/verification') {
      return ok({
        maskedPhoneNumber: '+34 ••• ••• 678',
        codeLength: 6,
        resendAvailableAt: new Date().toISOString(),
        attemptsLeft: 5,
      });
    }
    if (path === '/lead/offer/payment') {
      const offer = {
        partner: 'Partner',
        amount: 500,
        period: 3,
        periodScale: 'months',
        monthlyPayment: 175,
        totalCost: 525,
        apr: 24.5,
        currency: 'EUR',
      };
      return ok({
        offers: [
          { ...offer, offerId: 'offer-1' },
          { ...offer, offerId: 'offer-2', amount: 400 },
        ],
      });
    }
    if (path === '/data/vehicleModels.json') {
      return ok({ makes: [{ make: 'Seat', models: ['Ibiza', 'León'] }] });
    }
    if (path.startsWith('/partner/logos?')) return ok({ logos: [] });
    if (path.startsWith('/customer/')) return ok({ consents: { email: true, sms: false } });
    if (path.endsWith('/redirect')) return ok({ redirectUrl: 'https://partner.example/link' });
    if (path.startsWith('/lead/status/')) {
      return ok({
        id: TEST_LEAD_ID,
        applicationState: ApplicationState.CHECKING,
        leadStatus: 1,
        expiresAt: in10Minutes(),
      });
    }
  }
  return { ok: false, status: 503, error: { code: 'internal_error', message: 'Unavailable' } };
}

const api = vi.fn(async (_schema: unknown, request: ApiRequest) =>
  answer(request),
) as unknown as ApiClient;

/** The classic form's own steps: pages of the flow, tested with the step form. */
const StepStates: readonly ApplicationState[] = [
  ApplicationState.NONE,
  ApplicationState.LOAN_INFORMATION,
  ApplicationState.PERSONAL_DETAILS,
  ApplicationState.CONTACT_DETAILS,
  ApplicationState.INCOME_DETAILS,
  ApplicationState.OTHER_INFORMATION,
  ApplicationState.REFERENCE_INFORMATION,
];

const statePages = (Object.keys(ApplicationState) as ApplicationStateName[]).filter(
  (name) => !StepStates.includes(ApplicationState[name]),
);

describe('every state the server can choose has a page to act on', () => {
  test.each(Locales)(
    '%s: each state page offers a form or an action, and has its texts',
    async (locale) => {
      const missing: string[] = [];
      for (const name of statePages) {
        const state = ApplicationState[name];
        const { route } = routeForState(state);
        await renderApp({
          api,
          brandId: BrandOfLocale[locale],
          locale,
          missingTexts: missing,
          path: route,
          lead: { state, data: { contactDetails: { email: 'ana@example.com' } } },
        });
        await screen.findByRole('heading', { level: 1 });
        const main = within(screen.getByRole('main'));
        await waitFor(() => {
          // Checking acts by itself (it asks the server until it decides) and says so.
          if (state === ApplicationState.CHECKING) {
            expect(main.getAllByRole('status').length).toBeGreaterThan(0);
            return;
          }
          const form = screen.getByRole('main').querySelector('form');
          // The loan summary's "change" is not what the page is for.
          const actions = [...main.queryAllByRole('button'), ...main.queryAllByRole('link')].filter(
            (element) => !element.closest('.lf-loan-summary'),
          );
          expect(form !== null || actions.length > 0, `${name}: a form or an action`).toBe(true);
        });
        expect(screen.getByTestId('location').textContent, name).toBe(route);
        cleanup();
      }
      // A hint is optional (asked with an empty default); anything else must be there.
      expect([...new Set(missing)].filter((key) => !key.endsWith('>hint'))).toEqual([]);
    },
    240_000,
  );
});
