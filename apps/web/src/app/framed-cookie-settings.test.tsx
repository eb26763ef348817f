import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { CONSENT_BANNER_VERSION } from '../features/tracking/tracking-consent';
import { noApiCalls, renderApp } from '../test/render-app';

// A file of its own: the consent library runs once per page (module state), as in the browser.
describe('inside a partner’s frame', () => {
  test('without header or footer, the tracking choice can still be changed below the form', async () => {
    await renderApp({ api: noApiCalls, brandId: 'default-es', embedded: true });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    const link = await screen.findByRole('button', { name: 'Configuración de cookies' });
    // After the page's main region, not inside the form.
    expect(
      screen.getByRole('main').compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.click(link);
    const settings = await screen.findByRole('dialog', { name: 'Configuración de cookies' });
    await userEvent.click(within(settings).getByRole('button', { name: 'Rechazar todas' }));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('trackingConsent') ?? '{}')).toMatchObject({
        categories: ['necessary'],
        revision: CONSENT_BANNER_VERSION,
      }),
    );
  });

  test('a brand that asks for no tracking choice shows nothing there', async () => {
    await renderApp({ api: noApiCalls, brandId: 'pesolend-ph', locale: 'en', embedded: true });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
  });
});
