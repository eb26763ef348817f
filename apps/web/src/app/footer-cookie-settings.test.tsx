import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { CONSENT_BANNER_VERSION } from '../features/tracking/tracking-consent';
import { noApiCalls, renderApp } from '../test/render-app';

// A file of its own: the consent library runs once per page (module state), as in the browser.
describe('the footer’s cookie settings link', () => {
  test('opens the settings when clicked before tracking has started', async () => {
    // renderApp starts no tracking: the click is the first thing to ask for the consent's code.
    await renderApp({ api: noApiCalls, brandId: 'default-es' });
    const footer = await screen.findByRole('contentinfo');
    await userEvent.click(within(footer).getByRole('button', { name: 'Configuración de cookies' }));
    const settings = await screen.findByRole('dialog', { name: 'Configuración de cookies' });
    await userEvent.click(within(settings).getByRole('button', { name: 'Rechazar todas' }));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('trackingConsent') ?? '{}')).toMatchObject({
        categories: ['necessary'],
        revision: CONSENT_BANNER_VERSION,
      }),
    );
  });
});
