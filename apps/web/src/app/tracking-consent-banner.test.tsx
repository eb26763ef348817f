import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { CONSENT_BANNER_VERSION } from '../features/tracking/tracking-consent';
import { noApiCalls, renderApp } from '../test/render-app';
import { runSpanishConsentBanner } from '../test/spanish-consent-banner';

describe('the footer’s cookie settings link', () => {
  test('an EU brand shows it; a brand outside the EU does not', async () => {
    await renderApp({ api: noApiCalls, brandId: 'default-es' });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('button', { name: 'Configuración de cookies' })).toBeVisible();
  });

  test('not in Mexico', async () => {
    await renderApp({ api: noApiCalls, brandId: 'presta-ya-mx', locale: 'mx' });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryByRole('button', { name: /cookies/i })).toBeNull();
  });
});

describe('the consent banner', () => {
  test('asks with reject as easy as accept, and keeps the choice with its version and date', async () => {
    const choices: string[][] = [];
    await runSpanishConsentBanner((categories) => choices.push([...categories]));
    const banner = await screen.findByRole('dialog', { name: 'Consentimiento de cookies' });
    expect(within(banner).getByRole('heading', { name: 'Usamos cookies' })).toBeDefined();
    const accept = within(banner).getByRole('button', { name: 'Aceptar todas' });
    const reject = within(banner).getByRole('button', { name: 'Rechazar todas' });
    // Of the same weight: neither is the secondary style.
    expect(accept.className).toBe(reject.className);
    expect(
      within(banner).getByRole('link', {
        name: 'Política de tratamiento de datos (se abre en una pestaña nueva)',
      }),
    ).toHaveAttribute('href', 'https://example.es/privacy');
    await userEvent.click(reject);
    await waitFor(() => expect(choices).toEqual([['necessary']]));
    const stored = JSON.parse(localStorage.getItem('trackingConsent') ?? '{}') as Record<
      string,
      unknown
    >;
    expect(stored).toMatchObject({ categories: ['necessary'], revision: CONSENT_BANNER_VERSION });
    expect(typeof stored.consentTimestamp).toBe('string');
  });
});
