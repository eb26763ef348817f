import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { runSpanishConsentBanner } from '../../test/spanish-consent-banner';
import { setConsentLanguage, showConsentSettings } from './consent-banner';

/**
 * The page's language select changes the page's language; the banner, shown already, and the
 * settings opened later follow it: the applicant is asked in the language they chose.
 */
test('the banner shown and the settings follow the language the applicant chooses', async () => {
  await runSpanishConsentBanner();
  await screen.findByRole('dialog', { name: 'Consentimiento de cookies' });

  await setConsentLanguage('en');
  const banner = await screen.findByRole('dialog', { name: 'Cookie consent' });
  expect(within(banner).getByRole('button', { name: 'Accept all' })).toBeVisible();
  expect(within(banner).getByRole('button', { name: 'Reject all' })).toBeVisible();
  expect(within(banner).queryByText(/Usamos cookies/)).toBeNull();
  // Drawn again, the bar is still no modal: the form stays reachable.
  expect(banner).not.toHaveAttribute('aria-modal', 'true');

  showConsentSettings();
  const settings = await screen.findByRole('dialog', { name: 'Cookie settings' });
  expect(within(settings).getByRole('button', { name: 'Accept all' })).toBeVisible();
});
