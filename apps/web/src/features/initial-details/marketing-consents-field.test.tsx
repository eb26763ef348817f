import { ApplicationState } from '@lf/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { ApiClient } from '../../lib/api-client';
import { renderApp } from '../../test/render-app';

/** Every call refused: the consents need none (the policies then offer to try again). */
const api = vi.fn(async () => ({
  ok: false,
  status: 503,
  error: { code: 'internal_error', message: 'HTTP 503' },
})) as unknown as ApiClient;

describe('initial-details: marketing consents', () => {
  test('four optional channels under one legend and hint, kept as one answer per channel', async () => {
    const { user, store } = await renderApp({
      api,
      brandId: 'credisol-es',
      path: '/initial-details',
    });
    const group = await screen.findByRole('group', {
      name: '¿Cómo podemos informarte de nuestras ofertas?',
    });
    expect(group).toHaveAccessibleDescription(
      'Marca las opciones que quieras. Es opcional y puedes cambiarlo cuando quieras.',
    );
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.id),
    ).toEqual([
      'contactDetails-marketingConsents-email',
      'contactDetails-marketingConsents-phone',
      'contactDetails-marketingConsents-text',
      'contactDetails-marketingConsents-post',
    ]);

    await user.click(within(group).getByRole('checkbox', { name: 'Por teléfono' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Por correo postal' }));
    expect(store.getState().application.applicationData.contactDetails?.marketingConsents).toEqual({
      email: false,
      phone: true,
      text: false,
      post: true,
    });
  });

  test('none is needed to go on: an empty Continue does not name them', async () => {
    const { user } = await renderApp({ api, brandId: 'credisol-es', path: '/initial-details' });
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    const summary = await screen.findByRole('alert', { name: 'Hay un problema' });
    expect(
      within(summary).getByRole('link', { name: 'Escribe tu correo electrónico' }),
    ).toBeVisible();
    for (const link of within(summary).getAllByRole('link')) {
      expect(link.getAttribute('href')).not.toContain('marketingConsents');
    }
  });

  test('ticks again the channels agreed to on an earlier visit', async () => {
    await renderApp({
      api,
      brandId: 'credisol-es',
      path: '/initial-details',
      lead: {
        state: ApplicationState.PERSONAL_DETAILS,
        data: {
          contactDetails: {
            marketingConsents: { email: true, phone: false, text: true, post: false },
          },
        },
        visited: ['/initial-details'],
      },
    });
    expect(await screen.findByRole('checkbox', { name: 'Por correo electrónico' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Por teléfono' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Por SMS' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Por correo postal' })).not.toBeChecked();
  });
});
