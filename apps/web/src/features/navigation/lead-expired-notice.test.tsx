import { ApplicationState, type LeadAnswer } from '@lf/contract';
import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import { renderApp, TEST_LEAD_ID } from '../../test/render-app';

const NEW_LEAD = '9e1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f';

describe('a lead found past its 24 hours as the applicant continues', () => {
  test('the page says why it is asked again, instead of offering a Try again that cannot work', async () => {
    const requests: ApiRequest[] = [];
    const api = vi.fn(async (_schema: unknown, request: ApiRequest) => {
      requests.push(request);
      if (request.method === 'PUT') {
        return { ok: false, status: 410, error: { code: 'lead_expired', message: 'gone' } };
      }
      return {
        ok: true,
        status: 201,
        data: {
          id: NEW_LEAD,
          applicationState: ApplicationState.PERSONAL_DETAILS,
          leadStatus: 1,
          expiresAt: '2099-12-31T10:00:00.000Z',
        },
      } satisfies ApiResult<LeadAnswer>;
    }) as unknown as ApiClient;
    const { user, store } = await renderApp({
      api,
      brandId: 'default-es',
      locale: 'es',
      path: '/personal-details',
      lead: {
        state: ApplicationState.CONTACT_DETAILS,
        visited: ['/loan-information', '/personal-details', '/contact-details'],
        data: {
          generalPolicies: true,
          contactDetails: { email: 'ana@example.com' },
          personalDetails: {
            firstName: 'Ana',
            lastName: 'García',
            dateOfBirth: '1988-11-23',
            personalCode: '12345678Z',
            gender: 'female',
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Continuar' }, { timeout: 20_000 }));
    expect(await screen.findByText('Tu solicitud anterior había caducado')).toBeVisible();
    expect(screen.queryByText(/Comprueba tu conexión/)).toBeNull();
    expect(requests.map((request) => request.method)).toEqual(['PUT', 'POST']);
    const created = requests[1]?.body as Record<string, unknown>;
    expect(created).toMatchObject({ personalDetails: { firstName: 'Ana' } });
    expect(created).not.toHaveProperty('generalPolicies');
    expect(created).not.toHaveProperty('contactDetails');
    expect(store.getState().application.applicationData.id).toBe(NEW_LEAD);
    expect(TEST_LEAD_ID).not.toBe(NEW_LEAD);
  });
});
