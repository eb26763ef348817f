import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import {
  CONSENT_BANNER_VERSION,
  type ConsentCategory,
} from '../features/tracking/tracking-consent';

/**
 * Opens the tracking consent's settings from the button given (default-es: Spanish), rejects all
 * there, and sees the choice stored with the banner's version.
 */
export async function rejectAllFrom(button: HTMLElement): Promise<void> {
  await userEvent.click(button);
  const settings = await screen.findByRole('dialog', { name: 'Configuración de cookies' });
  await userEvent.click(within(settings).getByRole('button', { name: 'Rechazar todas' }));
  await waitFor(() =>
    expect(JSON.parse(localStorage.getItem('trackingConsent') ?? '{}')).toMatchObject({
      categories: ['necessary'],
      revision: CONSENT_BANNER_VERSION,
    }),
  );
}

/** Stores a tracking-consent choice as the banner keeps it (decision 0037): valid a minute. */
export function storeConsentChoice(categories: ConsentCategory[]): ConsentCategory[] {
  localStorage.setItem(
    'trackingConsent',
    JSON.stringify({
      categories,
      revision: CONSENT_BANNER_VERSION,
      consentTimestamp: new Date().toISOString(),
      expirationTime: Date.now() + 60_000,
    }),
  );
  return categories;
}
