import { ApplicationState, type LeadAnswer } from '@lf/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { NEXT_STEPS_WARMED_MARK } from '../lib/after-first-page-mark';
import type { ApiClient, ApiResult } from '../lib/api-client';
import { registeredBrand, renderApp } from '../test/render-app';
import { prefetchNextSteps } from './prefetch-next-steps';

const created: ApiResult<LeadAnswer> = {
  ok: true,
  status: 201,
  data: {
    id: '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f',
    applicationState: ApplicationState.PERSONAL_DETAILS,
    leadStatus: 1,
    expiresAt: '2026-11-24T10:00:00.000Z',
  },
};

/** Whether the page loader (role status, "Cargando") was ever put on the page. */
function watchForLoader(loadingText: string) {
  const seen = { loader: false };
  const observer = new MutationObserver(() => {
    if (document.body.textContent?.includes(loadingText)) seen.loader = true;
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  // Watched until the test ends: a change after it (the page taken down) is not the test's.
  return { seen, stop: () => observer.disconnect() };
}

const warmed = () => performance.getEntriesByName(NEXT_STEPS_WARMED_MARK).length > 0;

/** The default brand's first page, drawn with the next steps' hints set and nothing warmed yet. */
async function firstPageLoaded() {
  performance.clearMarks(NEXT_STEPS_WARMED_MARK);
  const api = (async () => created) as unknown as ApiClient;
  const { user } = await renderApp({ api });
  await prefetchNextSteps(registeredBrand('default-es'));
  return user;
}

describe('the next steps prefetched while the first page is idle', () => {
  test('run only once the applicant acts; the first Continue then draws the next page in place of the first, with no loader between', async () => {
    const user = await firstPageLoaded();
    // An idle page runs nothing of the next steps (a page left alone stays idle, decision 0031).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warmed()).toBe(false);

    await user.tab();
    await waitFor(() => expect(warmed()).toBe(true));
    const { seen, stop } = watchForLoader('Cargando');

    await user.click(await screen.findByRole('button', { name: 'Continuar' }));

    expect(await screen.findByRole('heading', { name: 'Datos personales' })).toBeVisible();
    // Before, the step form's lazy component suspended on its first draw although its chunk was
    // loaded: the loader replaced the loan page for a task, and the page was drawn twice.
    stop();
    expect(seen.loader).toBe(false);
  });

  test('a mouse moved over the first page is the applicant acting: the next steps are readied before any press', async () => {
    const user = await firstPageLoaded();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warmed()).toBe(false);

    await user.hover(await screen.findByRole('heading', { level: 1 }));
    await waitFor(() => expect(warmed()).toBe(true));
  });

  test('the consent banner taking the focus by itself is not the applicant acting', async () => {
    const user = await firstPageLoaded();
    // As vanilla-cookieconsent does 100 ms after its bar shows (decision 0034).
    const banner = document.createElement('div');
    banner.id = 'cc-main';
    banner.innerHTML = '<div role="dialog" tabindex="-1" aria-label="Cookies"></div>';
    document.body.prepend(banner);
    banner.querySelector<HTMLElement>('[role="dialog"]')?.focus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warmed()).toBe(false);

    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(warmed()).toBe(true));
    banner.remove();
  });
});
