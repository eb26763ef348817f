import { ApplicationState, type LeadAnswer } from '@lf/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { ApiClient, ApiResult } from '../../lib/api-client';
import { renderApp, TEST_LEAD_ID } from '../../test/render-app';

/**
 * The error summary lists each field at fault: two fields wrong in the same way are two lines a
 * screen reader can tell apart, each naming its field (GOV.UK: an error message says which
 * field), not the same sentence twice.
 */
function leadApi(): ApiClient {
  return vi.fn(async (): Promise<ApiResult<LeadAnswer>> => ({
    ok: true,
    status: 200,
    data: {
      id: TEST_LEAD_ID,
      applicationState: ApplicationState.CONTACT_DETAILS,
      leadStatus: 1,
      expiresAt: '2026-11-24',
    },
  })) as unknown as ApiClient;
}

async function summaryLines(user: { click: (element: Element) => Promise<void> }) {
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  const summary = await screen.findByRole('alert');
  return within(summary)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('a message names its field', () => {
  test('two names in the wrong form, and one too long, each say which name', async () => {
    const { user } = await renderApp({
      api: leadApi(),
      brandId: 'default-es',
      locale: 'es',
      path: '/personal-details',
      lead: {
        state: ApplicationState.PERSONAL_DETAILS,
        visited: ['/loan-information', '/personal-details'],
      },
    });
    await user.type(await screen.findByLabelText('Nombre'), 'Ana3');
    await user.type(screen.getByLabelText(/^Apellidos/), 'García<b>');
    const lines = await summaryLines(user);
    const [first, last] = [
      lines.find((line) => line.startsWith('Nombre')),
      lines.find((line) => line.startsWith('Apellidos')),
    ];
    expect(first).toBe(
      'Nombre: usa solo letras, con un espacio, un guion o un apóstrofo entre los nombres, y un punto solo tras una abreviatura como Ma. o Jr.',
    );
    expect(last).toMatch(/^Apellidos.*: usa solo letras/);
    await user.clear(screen.getByLabelText('Nombre'));
    await user.type(screen.getByLabelText('Nombre'), 'A'.repeat(101));
    expect(await summaryLines(user)).toContain('Nombre: usa 100 caracteres como máximo.');
  });
});
