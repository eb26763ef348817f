import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { runSpanishConsentBanner } from '../../test/spanish-consent-banner';

// A file of its own: the consent library runs once per page (module state), as in the browser.

/**
 * A brand with a tag manager and Meta's pixel alone (credisol-es): the banner names no purpose it
 * does not have, the settings offer no analytics to choose, and marketing names its two services,
 * not TikTok's. Before, every EU brand was told of analytics with session recording and of TikTok.
 */
test('the banner and the settings name only the categories and services the brand runs', async () => {
  await runSpanishConsentBanner(undefined, ['tag-manager', 'meta-pixel']);
  const banner = await screen.findByRole('dialog', { name: 'Consentimiento de cookies' });
  expect(banner).toHaveTextContent(
    'Las cookies necesarias hacen funcionar la solicitud. Con tu consentimiento usamos también cookies de marketing para medir la publicidad.',
  );
  expect(banner).not.toHaveTextContent(/analíticas|grabación/i);

  await userEvent.click(within(banner).getByRole('button', { name: 'Elegir' }));
  const settings = await screen.findByRole('dialog', { name: 'Configuración de cookies' });
  expect(within(settings).queryByRole('checkbox', { name: /Analíticas/ })).toBeNull();
  expect(within(settings).getByRole('checkbox', { name: /Marketing/ })).not.toBeChecked();
  expect(settings).toHaveTextContent(
    'Se usan aquí: Google Tag Manager con Google Ads y píxel de Meta.',
  );
  expect(settings).not.toHaveTextContent(/TikTok|PostHog|LogRocket/);
});
