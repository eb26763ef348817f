import { ApplicationState, OfferStagePaths, type ApiErrorCode } from '@lf/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { Locales } from '../../config/brand-config-schema';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import { renderApp } from '../../test/render-app';
import { routeForState } from '../flow';
import { OfferFormStates } from '../flow/lazy-offer-stages';
import { BrandOfLocale } from '../../test/locale-brands';

const refused = (code: ApiErrorCode): ApiResult<never> => ({
  ok: false,
  status: 503,
  error: { code, message: 'Unavailable' },
});
const api = vi.fn(async (_schema: unknown, request: ApiRequest) =>
  request.path === OfferStagePaths.vehicleModels
    ? { ok: true, status: 200, data: { makes: [{ make: 'Dacia', models: ['Logan'] }] } }
    : refused('internal_error'),
) as unknown as ApiClient;

describe('the state-driven forms in every locale', () => {
  test.each(Locales)(
    '%s: every form page opens with all its texts, in the brand of its country',
    async (locale) => {
      const missing: string[] = [];
      // Lei Rapid runs the dynamic (v3) form, which asks for the employer on its own page there.
      const dynamic = BrandOfLocale[locale] === 'lei-rapid-ro';
      for (const state of OfferFormStates) {
        if (dynamic && state === ApplicationState.EMPLOYMENT_DETAILS) continue;
        const { route } = routeForState(state);
        await renderApp({
          api,
          brandId: BrandOfLocale[locale],
          locale,
          missingTexts: missing,
          path: route,
          lead: { state },
        });
        await waitFor(() => expect(screen.getByRole('main').querySelector('form')).not.toBeNull());
        expect(screen.getByTestId('location').textContent).toBe(route);
        cleanup();
      }
      // A hint is optional (asked with an empty default); those en has are checked above.
      expect([...new Set(missing)].filter((key) => !key.endsWith('>hint'))).toEqual([]);
    },
    120_000,
  );

  test('the page of a state that is not a form here is not claimed', () => {
    expect(OfferFormStates).not.toContain(ApplicationState.ID_UPLOAD);
  });
});
