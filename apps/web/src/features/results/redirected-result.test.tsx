import { ApplicationState } from '@lf/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ApiClient } from '../../lib/api-client';
import { storage } from '../../lib/storage';
import { renderApp } from '../../test/render-app';

const noCalls = vi.fn(async () => ({
  ok: false,
  status: 503,
  error: { code: 'internal_error', message: 'down' },
})) as unknown as ApiClient;

async function openRedirected(url: string, method: 'GET' | 'POST' = 'GET') {
  storage.set('session', 'redirectUrl', url);
  storage.set('session', 'redirectMethod', method);
  await renderApp({
    api: noCalls,
    path: '/redirected',
    lead: { state: ApplicationState.REDIRECTED },
  });
  await screen.findByRole('heading', { name: 'Continúa con nuestro socio' });
}

afterEach(() => {
  window.sessionStorage.clear();
});

describe('the partner hand-over', () => {
  test('goes to a host of the brand’s partners', async () => {
    await openRedirected('https://partner.example/apply?ref=1');
    expect(screen.getByRole('link', { name: 'Ver la oferta' })).toHaveAttribute(
      'href',
      'https://partner.example/apply?ref=1',
    );
  });

  test.each([
    'https://evil.example/partner.example',
    'https://partner.example.evil.test/apply',
    'http://partner.example/apply',
    'javascript:alert(1)',
  ])('offers no way to %s, which is not a partner of the brand', async (url) => {
    await openRedirected(url);
    expect(screen.queryByRole('link', { name: 'Ver la oferta' })).toBeNull();
    cleanup();
    await openRedirected(url, 'POST');
    expect(screen.queryByRole('button', { name: 'Ver la oferta' })).toBeNull();
  });
});
