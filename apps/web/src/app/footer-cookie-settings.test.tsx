import { screen, within } from '@testing-library/react';
import { describe, test } from 'vitest';
import { rejectAllFrom } from '../test/consent-settings';
import { noApiCalls, renderApp } from '../test/render-app';

// A file of its own: the consent library runs once per page (module state), as in the browser.
describe('the footer’s cookie settings link', () => {
  test('opens the settings when clicked before tracking has started', async () => {
    // renderApp starts no tracking: the click is the first thing to ask for the consent's code.
    await renderApp({ api: noApiCalls, brandId: 'default-es' });
    const footer = await screen.findByRole('contentinfo');
    await rejectAllFrom(within(footer).getByRole('button', { name: 'Configuración de cookies' }));
  });
});
