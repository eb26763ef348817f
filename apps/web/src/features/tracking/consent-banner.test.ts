import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { runSpanishConsentBanner } from '../../test/spanish-consent-banner';
import { adCookies } from './consent-banner';

/**
 * The bar is not modal (decision 0037): the applicant may go on with the form while it shows.
 * The library takes the focus into its dialog 100 ms after showing it and again when its fade
 * ends; on the first page that moved an applicant's typing from the field they were in to the
 * banner. The bar, like GOV.UK's cookie banner, is first in the page and waits for the first Tab.
 */
test('the bar leaves the focus where the applicant has it, and the first Tab reaches it', async () => {
  const field = document.createElement('input');
  field.setAttribute('aria-label', 'Importe');
  document.body.append(field);
  field.focus();
  await runSpanishConsentBanner();
  const banner = await screen.findByRole('dialog', { name: 'Consentimiento de cookies' });
  // Past the library's 100 ms.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(document.activeElement).toBe(field);
  await userEvent.keyboard('5');
  expect(field).toHaveValue('5');
  // Screen readers leave the page alone behind a modal dialog; the form stays reachable.
  expect(banner).not.toHaveAttribute('aria-modal', 'true');

  field.blur();
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Aceptar todas' }));
});

/**
 * In a partner's frame the policy page, which refuses to be framed, took the frame's place and
 * the form was gone (walker wB r2). Like the form's own policy links, it opens in a new tab and
 * says so in the page's words.
 */
test('the bar’s policy link opens in a new tab, and says so', async () => {
  await runSpanishConsentBanner();
  const banner = await screen.findByRole('dialog', { name: 'Consentimiento de cookies' });
  const link = within(banner).getByRole('link', {
    name: 'Política de tratamiento de datos (se abre en una pestaña nueva)',
  });
  expect(link).toHaveAttribute('href', 'https://example.es/privacy');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
});

test('a withdrawal clears the marketing cookies on the host and each domain above it', () => {
  const cleared = (hostname: string) =>
    adCookies(hostname).map((cookie) => cookie.domain ?? '(host)');
  expect(cleared('solicitud.brand.es')).toEqual(['(host)', 'brand.es']);
  expect(cleared('a.b.brand.es')).toEqual(['(host)', 'b.brand.es', 'brand.es']);
  expect(cleared('localhost')).toEqual(['(host)']);
  expect(cleared('127.0.0.1')).toEqual(['(host)']);
  const { name } = adCookies('brand.es')[0] ?? { name: /$^/ };
  for (const cookie of ['_fbp', '_fbc', '_ttp', '_gcl_au', '_gcl_aw']) expect(cookie).toMatch(name);
  // Not the choice itself, nor analytics' or the product's own.
  for (const cookie of ['trackingConsent', 'ph_key_posthog', '_ga', '_fbpx']) {
    expect(cookie).not.toMatch(name);
  }
});
