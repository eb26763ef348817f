import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { rejectAllFrom } from '../test/consent-settings';
import { noApiCalls, renderApp } from '../test/render-app';

// A file of its own: the consent library runs once per page (module state), as in the browser.
describe('the footer’s cookie settings link', () => {
  test('opens the settings when clicked before tracking has started, with the brand’s own vendors', async () => {
    // renderApp starts no tracking: the click is the first thing to ask for the consent's code.
    // credisol-es runs a tag manager and Meta's pixel: marketing, and nothing of analytics.
    await renderApp({ api: noApiCalls, brandId: 'credisol-es' });
    const footer = await screen.findByRole('contentinfo');
    const button = within(footer).getByRole('button', { name: 'Configuración de cookies' });
    await userEvent.click(button);
    const settings = await screen.findByRole('dialog', { name: 'Configuración de cookies' });
    expect(settings).toHaveTextContent(
      'Se usan aquí: Google Tag Manager con Google Ads y píxel de Meta.',
    );
    expect(within(settings).queryByRole('checkbox', { name: /Analíticas/ })).toBeNull();
    await userEvent.click(within(settings).getByRole('button', { name: 'Cerrar' }));
    await rejectAllFrom(button);
  });
});
