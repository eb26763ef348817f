import { leadContactPath, type LeadContactAnswer } from '@lf/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { ApiClient, ApiResult } from '../../lib/api-client';
import { renderApp } from '../../test/render-app';
import { ApplicationState } from '@lf/contract';

const EARLIER = '3f1c8a52-6a55-4a8e-9d0e-2b7c1d1e0f00';

/** The lead API as a tab without the earlier lead's write secret meets it. */
const lockedApi = (async (_schema: unknown, request: { path: string }) => {
  if (request.path === leadContactPath(EARLIER)) {
    const contacts: ApiResult<LeadContactAnswer> = {
      ok: true,
      status: 200,
      data: { decided: false, contacts: [{ channel: 'email', to: 'a•••@example.com' }] },
    };
    return contacts;
  }
  return { ok: false, status: 401, error: { code: 'credential_required', message: 'x' } };
}) as unknown as ApiClient;

const notice = () => screen.queryByRole('region', { name: 'Tienes una solicitud en curso' });

describe('a tab opened after the one applying on this device was closed', () => {
  test.each(['default-es', 'credisol-es'])(
    '%s: the first page offers that application, and its link asks for a fresh link to it',
    async (brandId) => {
      const { user } = await renderApp({ api: lockedApi, brandId, earlierLeadId: EARLIER });
      const offered = await screen.findByRole('region', { name: 'Tienes una solicitud en curso' });
      // A title and a link: the continue page says why a link is sent.
      expect(offered).toHaveTextContent('Tienes una solicitud en cursoSeguir con mi solicitud');
      // Above the page's own question, which stays for a new application.
      expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();

      await user.click(within(offered).getByRole('link', { name: 'Seguir con mi solicitud' }));
      // Reached from this device's offer, not from a link: it says why a link is sent.
      expect(
        await screen.findByText(
          'Por tu seguridad, tu solicitud solo se abre con un enlace que te enviamos a ti. Elige dónde quieres recibirlo.',
        ),
      ).toBeVisible();
      expect(
        screen.getByRole('heading', { level: 1, name: 'Continúa tu solicitud' }),
      ).toBeVisible();
      expect(screen.getByTestId('location')).toHaveTextContent(`/continue/${EARLIER}`);
      expect(screen.getByRole('radio', { name: /a•••@example\.com/ })).toBeChecked();
      expect(notice()).toBeNull();
    },
  );

  test('a tab with a lead of its own offers none', async () => {
    await renderApp({
      api: lockedApi,
      path: '/contact-details',
      earlierLeadId: EARLIER,
      lead: { state: ApplicationState.CONTACT_DETAILS, visited: ['/personal-details'] },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(notice()).toBeNull();
  });

  test('a tab with no earlier application says nothing of one', async () => {
    await renderApp({ api: lockedApi });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(notice()).toBeNull();
  });
});
