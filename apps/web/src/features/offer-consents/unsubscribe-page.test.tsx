import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Locales } from '../../config/brand-config-schema';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import { setLogSinks, type LogEntry } from '../../lib/logger';
import { renderApp } from '../../test/render-app';
import {
  holdMailLinkToken,
  holdUnsubscribeAddress,
  replaceHeldMailLinkToken,
} from '../url-intake/lazy-mail-links';

/** The token the mail's unsubscribe link carries (`&token=`), bound to its address. */
const TOKEN = 'dW5zdWJzY3JpYmUgdG9rZW4gZm9yIGFuYSBnYXJjaWEh';

const ok = <T,>(data: T): ApiResult<T> => ({ ok: true, status: 200, data });
const failure = (status: number, code: string): ApiResult<never> =>
  ({ ok: false, status, error: { code, message: `HTTP ${status}` } }) as ApiResult<never>;

/**
 * The link from the mail, as the app meets it at start-up (start.tsx holds its address and its
 * token), with the mail's token unless the search names one.
 */
function followLink(search: string) {
  const withToken = search.includes('token=') ? search : `${search}&token=${TOKEN}`;
  window.history.replaceState(null, '', `/unsubscribe${withToken}`);
  holdUnsubscribeAddress(window);
  holdMailLinkToken(window);
}

function unsubscribeApi(answer: (request: ApiRequest) => ApiResult<unknown>) {
  const requests: ApiRequest[] = [];
  const api = vi.fn(async (_schema: unknown, request: ApiRequest) => {
    requests.push(request);
    return request.path.startsWith('/customer/email/unsubscribe')
      ? answer(request)
      : failure(404, 'not_found');
  });
  return { api: api as unknown as ApiClient, requests };
}

/** The unsubscribe page loaded again: the link's address left the address bar as it first opened. */
function reloadPage() {
  window.history.replaceState(null, '', '/unsubscribe');
  holdUnsubscribeAddress(window);
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { type: 'reload' } as unknown as PerformanceEntry,
  ]);
}

const open = (api: ApiClient) => renderApp({ api, locale: 'en', path: '/unsubscribe' });

afterEach(() => {
  vi.restoreAllMocks();
  replaceHeldMailLinkToken(null);
  setLogSinks([]);
  window.history.replaceState(null, '', '/');
});

describe('unsubscribe from a mail link', () => {
  test('says what will happen, changes nothing until the button is pressed, then confirms', async () => {
    followLink('?email=ana.garcia%2Bnews%40example.com');
    expect(window.location.search).toBe('');
    const { api, requests } = unsubscribeApi(() => ok({ unsubscribed: true }));
    const { user } = await open(api);
    expect(
      await screen.findByText('We will stop sending marketing e-mails to a•••@example.com.'),
    ).toBeVisible();
    expect(requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const done = await screen.findByText('You are unsubscribed');
    expect(done.parentElement).toHaveFocus();
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/customer/email/unsubscribe?email=ana.garcia%2Bnews%40example.com',
        headers: { 'mail-link-token': TOKEN },
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  test('a failure says so and offers to try again; the address goes to no log nor storage', async () => {
    const logged: LogEntry[] = [];
    setLogSinks([(entry) => logged.push(entry)]);
    followLink('?email=ana.secret%40example.com');
    let failures = 4;
    const { api } = unsubscribeApi(() =>
      failures-- > 0 ? failure(503, 'internal_error') : ok({ unsubscribed: true }),
    );
    const { user } = await open(api);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not unsubscribe you');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You are unsubscribed')).toBeVisible();

    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged)).not.toContain('secret');
    const stored = Object.keys(window.sessionStorage).map((key) =>
      window.sessionStorage.getItem(key),
    );
    expect(stored.join(' ')).not.toContain('secret');
  });

  test('a link that expired or was used (401) says so, with no button; nothing logs the token', async () => {
    const logged: LogEntry[] = [];
    setLogSinks([(entry) => logged.push(entry)]);
    followLink('?email=ana%40example.com');
    const { api } = unsubscribeApi(() => failure(401, 'credential_required'));
    const { user } = await open(api);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('This link has expired or was already used')).toBeVisible();
    expect(screen.getByText(/Use the unsubscribe link in your latest e-mail/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(logged.filter((entry) => entry.level === 'error')).toEqual([]);
    expect(JSON.stringify(logged)).not.toContain(TOKEN);
  });

  test('a link without a token says the same at once, and sends nothing', async () => {
    followLink('?email=ana%40example.com&token=');
    const { api, requests } = unsubscribeApi(() => ok({ unsubscribed: true }));
    await open(api);
    expect(await screen.findByText('This link has expired or was already used')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  test('a link without an address gets a clear page', async () => {
    followLink('?email=');
    const missing = unsubscribeApi(() => ok({ unsubscribed: true }));
    await open(missing.api);
    expect(await screen.findByText('There is no e-mail address in this link')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  // Walker S: the address leaves the address bar as the page opens, so a reload (after the
  // person unsubscribed, or before) said the link had no address: they reopened it, and the
  // used link then said it had expired.
  test('a reload says to open the mail’s link again, and that a person unsubscribed need do nothing more', async () => {
    reloadPage();
    const { api, requests } = unsubscribeApi(() => ok({ unsubscribed: true }));
    await open(api);
    expect(await screen.findByText('Open the link in your e-mail again')).toBeVisible();
    expect(
      screen.getByText(/If you have already unsubscribed, there is nothing more to do/),
    ).toBeVisible();
    expect(screen.queryByText('There is no e-mail address in this link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  test.each(Locales)('%s: every text of the reloaded page is there', async (locale) => {
    reloadPage();
    const missing: string[] = [];
    const { api } = unsubscribeApi(() => ok({ unsubscribed: true }));
    await renderApp({ api, locale, missingTexts: missing, path: '/unsubscribe' });
    await waitFor(() =>
      expect(screen.getByRole('main').querySelector('.lf-notice')).not.toBeNull(),
    );
    expect(missing).toEqual([]);
  });

  test('text that is not an address gets a clear page, as does one the server refuses', async () => {
    followLink('?email=ana%20at%20example');
    const { api, requests } = unsubscribeApi(() => failure(400, 'invalid_body'));
    await open(api);
    expect(await screen.findByText('The e-mail address in this link is not valid')).toBeVisible();
    expect(requests).toEqual([]);
  });

  test('an address the server refuses gets the same clear page', async () => {
    followLink('?email=ana%40example.com');
    const { api } = unsubscribeApi(() => failure(400, 'invalid_body'));
    const { user } = await open(api);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() =>
      expect(screen.getByText('The e-mail address in this link is not valid')).toBeVisible(),
    );
  });

  test.each(Locales)('%s: every text of the page is there', async (locale) => {
    followLink('?email=ana%40example.com');
    const missing: string[] = [];
    const { api } = unsubscribeApi(() => ok({ unsubscribed: true }));
    const { user } = await renderApp({ api, locale, missingTexts: missing, path: '/unsubscribe' });
    await user.click(await within(await screen.findByRole('main')).findByRole('button'));
    await waitFor(() =>
      expect(screen.getByRole('main').querySelector('.lf-notice[role="status"]')).not.toBeNull(),
    );
    expect(missing).toEqual([]);
  });

  test.each(Locales)('%s: every text of the used link’s page is there', async (locale) => {
    followLink('?email=ana%40example.com&token=');
    const missing: string[] = [];
    const { api } = unsubscribeApi(() => ok({ unsubscribed: true }));
    await renderApp({ api, locale, missingTexts: missing, path: '/unsubscribe' });
    await waitFor(() =>
      expect(screen.getByRole('main').querySelector('.lf-notice')).not.toBeNull(),
    );
    expect(missing).toEqual([]);
  });
});
