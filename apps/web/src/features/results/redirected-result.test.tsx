import { ApplicationState } from '@lf/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ApiClient } from '../../lib/api-client';
import { isEmbedded } from '../../lib/frame';
import { resetStorageProbe, storage } from '../../lib/storage';
import { rememberRedirect } from '../lead';
import { renderApp } from '../../test/render-app';

vi.mock('../../lib/frame', () => ({ isEmbedded: vi.fn(() => false), parentOrigin: () => null }));

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
  vi.restoreAllMocks();
  resetStorageProbe();
  window.sessionStorage.clear();
  vi.mocked(isEmbedded).mockReturnValue(false);
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

describe('inside a partner’s frame', () => {
  // Walked in a partner's page (default-es, +redirected): "Ver la oferta" opened the lender's
  // site inside the partner's frame, where a lender's page refuses to be drawn.
  test.each(['GET', 'POST'] as const)(
    'the partner’s page (%s) opens in the whole tab, not in the frame',
    async (method) => {
      vi.mocked(isEmbedded).mockReturnValue(true);
      await openRedirected('https://partner.example/apply?ref=1', method);
      const offer =
        method === 'GET'
          ? screen.getByRole('link', { name: 'Ver la oferta' })
          : screen.getByRole('button', { name: 'Ver la oferta' }).closest('form');
      expect(offer).toHaveAttribute('target', '_top');
    },
  );

  test('a refusal’s way back to the brand’s home opens in the whole tab too', async () => {
    vi.mocked(isEmbedded).mockReturnValue(true);
    await renderApp({
      api: noCalls,
      path: '/rejected',
      lead: { state: ApplicationState.REJECTED },
    });
    expect(
      await screen.findByRole('link', { name: 'Volver a la página de inicio' }),
    ).toHaveAttribute('target', '_top');
  });

  test('outside a frame, it opens where the applicant is', async () => {
    await openRedirected('https://partner.example/apply?ref=1');
    expect(screen.getByRole('link', { name: 'Ver la oferta' })).not.toHaveAttribute('target');
  });
});

// Walked in a partner's page of another site (default-es, +redirected), in a Chromium that blocks
// a framed site's storage (a private window's default): the page said to go on with the partner
// and offered no way there, its address kept only in the session's store, which was refused.
test('the partner’s page is offered where the browser keeps no session storage', async () => {
  vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  });
  resetStorageProbe();
  rememberRedirect({
    id: '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f',
    applicationState: ApplicationState.REDIRECTED,
    leadStatus: 1,
    expiresAt: '2026-11-24T10:00:00.000Z',
    redirectUrl: 'https://partner.example/apply?ref=2',
    redirectMethod: 'POST',
  });
  await renderApp({
    api: noCalls,
    path: '/redirected',
    lead: { state: ApplicationState.REDIRECTED },
  });
  await screen.findByRole('heading', { name: 'Continúa con nuestro socio' });
  expect(screen.getByRole('button', { name: 'Ver la oferta' }).closest('form')).toHaveAttribute(
    'action',
    'https://partner.example/apply?ref=2',
  );
});
