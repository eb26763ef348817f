import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { ApplicationState } from '@lf/contract';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Locales } from '../../config/brand-config-schema';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import { setLogSinks, type LogEntry } from '../../lib/logger';
import { renderApp, TEST_LEAD_ID } from '../../test/render-app';
import { holdMailLinkToken, replaceHeldMailLinkToken } from '../url-intake/lazy-mail-links';

const CUSTOMER = '0b6f4f52-1d2e-4c3b-9a8f-7e6d5c4b3a21';
const ok = <T,>(data: T): ApiResult<T> => ({ ok: true, status: 200, data });
const failure = (status: number, code: string): ApiResult<never> =>
  ({ ok: false, status, error: { code, message: `HTTP ${status}` } }) as ApiResult<never>;

/** The consents call answered by `answer`, every request recorded. */
function customerApi(answer: (request: ApiRequest) => ApiResult<unknown>) {
  const requests: ApiRequest[] = [];
  const api = vi.fn(async (_schema: unknown, request: ApiRequest) => {
    requests.push(request);
    return request.path.startsWith('/customer/') ? answer(request) : failure(404, 'not_found');
  });
  return { api: api as unknown as ApiClient, requests };
}

const stored = ok({ consents: { email: true, phone: false } });
/** The token the mail's link carries (`?token=`), and the one a change answers for the next. */
const TOKEN = 'bWFpbCBsaW5rIHRva2VuIGZvciBhbmEncyBjb25zZW50cw';
const NEXT_TOKEN = 'dGhlIG5leHQgY2hhbmdlJ3MgdG9rZW4sIGZyZXNoIG9uZQ';
const withToken = (token: string) => ({ headers: { 'mail-link-token': token } });

/** A fresh browser: no lead, no session, only the link, its token held as start-up holds it. */
function openLink(api: ApiClient, id = CUSTOMER, token: string | null = TOKEN) {
  window.history.replaceState(null, '', `/${id}/consents${token ? `?token=${token}` : ''}`);
  holdMailLinkToken(window);
  return renderApp({ api, locale: 'en', path: `/${id}/consents` });
}

/**
 * The consents page loaded again (a reload): the link's token left the address bar as it first
 * opened, so none is held, unless a test holds one.
 */
function reloadPage(token: string | null = null) {
  window.history.replaceState(null, '', `/${CUSTOMER}/consents${token ? `?token=${token}` : ''}`);
  holdMailLinkToken(window);
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { type: 'reload' } as unknown as PerformanceEntry,
  ]);
}

const openReloaded = (api: ApiClient) =>
  renderApp({ api, locale: 'en', path: `/${CUSTOMER}/consents` });

afterEach(() => {
  vi.restoreAllMocks();
  replaceHeldMailLinkToken(null);
  setLogSinks([]);
  window.history.replaceState(null, '', '/');
});

const box = (name: string) => screen.findByRole('checkbox', { name });
/** The page of a link whose token the server refused (401): expired or used. */
const linkUsedHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'This link has expired or was already used' });

describe("a returning customer's consents", () => {
  test('opens from the link in a fresh browser with the consents as the customer left them', async () => {
    const { api, requests } = customerApi(() => stored);
    await openLink(api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your consents' }),
    ).toBeInTheDocument();
    expect(await box('By e-mail')).toBeChecked();
    expect(await box('By phone')).not.toBeChecked();
    expect(await box('By text message')).not.toBeChecked();
    expect(await box('By post')).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'How may we tell you about offers?' })).toBeVisible();
    expect(requests).toEqual([
      { method: 'GET', path: `/customer/${CUSTOMER}/consents`, ...withToken(TOKEN) },
    ]);
    expect(screen.getByTestId('location').textContent).toBe(`/${CUSTOMER}/consents`);
    expect(window.location.search).toBe('');
  });

  test('saves every channel and confirms; a change afterwards clears the confirmation', async () => {
    const { api, requests } = customerApi((request) =>
      request.method === 'PUT' ? ok({ consents: request.body?.consents }) : stored,
    );
    const { user, store } = await openLink(api);
    await user.click(await box('By post'));
    await user.click(await box('By e-mail'));
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));

    const saved = await screen.findByText('Your choices are saved');
    expect(saved.parentElement).toHaveFocus();
    expect(saved.parentElement).toHaveAttribute('role', 'status');
    expect(requests.at(-1)).toEqual({
      method: 'PUT',
      path: `/customer/${CUSTOMER}/consents`,
      body: { consents: { email: false, phone: false, text: false, post: true } },
      ...withToken(TOKEN),
    });
    expect(store.getState().application.customerConsents).toEqual({
      email: false,
      phone: false,
      text: false,
      post: true,
    });
    await user.click(await box('By phone'));
    expect(screen.queryByText('Your choices are saved')).not.toBeInTheDocument();
  });

  test("a change uses the link's token up: the next change sends the fresh one its answer gave", async () => {
    const { api, requests } = customerApi((request) =>
      request.method === 'PUT'
        ? ok({ consents: request.body?.consents, linkToken: NEXT_TOKEN })
        : stored,
    );
    const { user } = await openLink(api);
    await user.click(await box('By post'));
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    await screen.findByText('Your choices are saved');
    await user.click(await box('By phone'));
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    await screen.findByText('Your choices are saved');
    expect(requests.map((request) => [request.method, request.headers])).toEqual([
      ['GET', withToken(TOKEN).headers],
      ['PUT', withToken(TOKEN).headers],
      ['PUT', withToken(NEXT_TOKEN).headers],
    ]);
  });

  test('in the browser that writes that lead, its write secret goes too; another lead’s never', async () => {
    const { api, requests } = customerApi(() => stored);
    window.history.replaceState(null, '', `/${TEST_LEAD_ID}/consents`);
    holdMailLinkToken(window);
    await renderApp({
      api,
      locale: 'en',
      path: `/${TEST_LEAD_ID}/consents`,
      lead: {
        state: ApplicationState.THANK_YOU,
        writeSecret: 'this-tabs-own-write-secret-0000000000000000',
      },
    });
    expect(await box('By e-mail')).toBeChecked();
    expect(requests).toEqual([
      {
        method: 'GET',
        path: `/customer/${TEST_LEAD_ID}/consents`,
        headers: { 'lead-write-secret': 'this-tabs-own-write-secret-0000000000000000' },
      },
    ]);
    cleanup();

    const other = customerApi(() => stored);
    await renderApp({
      api: other.api,
      locale: 'en',
      path: `/${CUSTOMER}/consents`,
      lead: {
        state: ApplicationState.THANK_YOU,
        writeSecret: 'this-tabs-own-write-secret-0000000000000000',
      },
    });
    await box('By e-mail');
    expect(other.requests).toEqual([{ method: 'GET', path: `/customer/${CUSTOMER}/consents` }]);
  });

  test('a link that expired or was used (401) says so, shows no consents, and logs no token', async () => {
    const logged: LogEntry[] = [];
    setLogSinks([(entry) => logged.push(entry)]);
    const { api } = customerApi(() => failure(401, 'credential_required'));
    await openLink(api);
    expect(await linkUsedHeading()).toBeVisible();
    expect(screen.getByText(/Use the link in your latest e-mail/)).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(document.title).toMatch(/^This link has expired or was already used/);
    expect(logged.filter((entry) => entry.level === 'error')).toEqual([]);
    expect(JSON.stringify(logged)).not.toContain(TOKEN);
  });

  test('a link without a token, in a browser that holds no secret: the same page', async () => {
    const { api, requests } = customerApi(() => failure(401, 'credential_required'));
    await openLink(api, CUSTOMER, null);
    expect(await linkUsedHeading()).toBeVisible();
    expect(requests).toEqual([{ method: 'GET', path: `/customer/${CUSTOMER}/consents` }]);
  });

  // Walkers on pozyczka-plus-pl and default-es: the token leaves the address bar as the page
  // opens and is kept nowhere, so a reload, before a save or after one, said the link had
  // expired or was used, though it was valid for 30 days and unused.
  test('a reload says the page keeps no link and to open the one in the e-mail again, not that it expired', async () => {
    const { api, requests } = customerApi(() => failure(401, 'credential_required'));
    reloadPage();
    await openReloaded(api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Open the link in your e-mail again' }),
    ).toBeVisible();
    expect(
      screen.getByText(/this page does not keep the link from your e-mail when it is loaded again/),
    ).toBeVisible();
    // Before a save the mail's link opens them again; a save used it up, and they stay saved.
    expect(screen.getByText(/If you have not saved your choices yet, open the link/)).toBeVisible();
    expect(screen.getByText(/If you have, they are saved/)).toBeVisible();
    expect(screen.queryByText(/expired/)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Open the link in your e-mail again/);
    // Asked all the same: in the browser that made the lead, its write secret opens them.
    expect(requests).toEqual([{ method: 'GET', path: `/customer/${CUSTOMER}/consents` }]);
  });

  test('only a token the server refused says the link expired or was used, on a page loaded again too', async () => {
    const { api } = customerApi(() => failure(401, 'credential_required'));
    reloadPage(TOKEN);
    await openReloaded(api);
    expect(await linkUsedHeading()).toBeVisible();
  });

  test('a save refused as the link was used meanwhile (401) shows that page instead of the form', async () => {
    const { api } = customerApi((request) =>
      request.method === 'PUT' ? failure(401, 'credential_required') : stored,
    );
    const { user } = await openLink(api);
    await user.click(await box('By post'));
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(await linkUsedHeading()).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  test('a failed save keeps the ticks, says so and offers to try again', async () => {
    let failures = 4;
    const { api } = customerApi((request) => {
      if (request.method === 'GET') return stored;
      return failures-- > 0 ? failure(503, 'internal_error') : ok({ consents: {} });
    });
    const { user } = await openLink(api);
    await user.click(await box('By text message'));
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not save your choices');
    expect(await box('By text message')).toBeChecked();
    expect(await box('By e-mail')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your choices are saved')).toBeVisible();
  });

  test('consents that cannot load say so, and load on Try again', async () => {
    let failures = 4;
    const { api } = customerApi(() => (failures-- > 0 ? failure(503, 'internal_error') : stored));
    const { user } = await openLink(api);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your choices');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await box('By e-mail')).toBeChecked();
  });

  test('a link the server does not know, or not a link at all, gets a clear page', async () => {
    const { api } = customerApi(() => failure(404, 'lead_not_found'));
    await openLink(api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We cannot find your details' }),
    ).toBeVisible();
    cleanup();

    const broken = customerApi(() => stored);
    await openLink(broken.api, 'not-a-lead');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We cannot find your details' }),
    ).toBeVisible();
    expect(broken.requests).toEqual([]);
  });

  test('consents of an application whose details were deleted (410 lead_expired) get the same clear page, not Try again', async () => {
    const { api, requests } = customerApi(() => failure(410, 'lead_expired'));
    await openLink(api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We cannot find your details' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(requests).toHaveLength(1);
  });

  test.each(Locales)('%s: every text of the used link’s page is there', async (locale) => {
    const missing: string[] = [];
    const { api } = customerApi(() => failure(401, 'credential_required'));
    window.history.replaceState(null, '', `/${CUSTOMER}/consents?token=${TOKEN}`);
    holdMailLinkToken(window);
    await renderApp({ api, locale, missingTexts: missing, path: `/${CUSTOMER}/consents` });
    await waitFor(() =>
      expect(screen.getByRole('main').querySelector('.lf-notice')).not.toBeNull(),
    );
    expect(missing).toEqual([]);
  });

  test.each(Locales)('%s: every text of the reloaded page is there', async (locale) => {
    const missing: string[] = [];
    const { api } = customerApi(() => failure(401, 'credential_required'));
    reloadPage();
    await renderApp({ api, locale, missingTexts: missing, path: `/${CUSTOMER}/consents` });
    await waitFor(() =>
      expect(screen.getByRole('main').querySelector('.lf-notice')).not.toBeNull(),
    );
    expect(missing).toEqual([]);
  });

  test.each(Locales)('%s: every text of the page is there', async (locale) => {
    const missing: string[] = [];
    const { api } = customerApi(() => stored);
    const { user } = await renderApp({
      api,
      locale,
      missingTexts: missing,
      path: `/${CUSTOMER}/consents`,
    });
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes).toHaveLength(4);
    await user.click(within(screen.getByRole('main')).getByRole('button'));
    await waitFor(() =>
      expect(screen.getByRole('main').querySelector('.lf-notice[role="status"]')).not.toBeNull(),
    );
    expect(missing.filter((key) => !key.endsWith('>hint'))).toEqual([]);
  });
});
