import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { rejectAllFrom } from '../test/consent-settings';
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
    await rejectAllFrom(link);
  });

  test('a brand that asks for no tracking choice shows nothing there', async () => {
    await renderApp({ api: noApiCalls, brandId: 'pesolend-ph', locale: 'en', embedded: true });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
  });
});
