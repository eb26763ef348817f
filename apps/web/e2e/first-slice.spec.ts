import { LeadAnswerSchema } from '@lf/contract';
import { continueTo } from './application-flow';
import { API_ORIGIN, expect, expectAccessible, LEAD_SAVE, isLeadSaveUrl } from './fixtures';
import { test } from './shared-page';
import { heldLead } from './held-lead';
import { againIfDropped, fetchThrough } from './api-faults';

test.describe('loan information step', () => {
  test('shows the first step with the brand defaults and no accessibility violation', async ({
    page,
  }, testInfo) => {
    await page.goto('./');
    await expect(
      page.getByRole('heading', { level: 1, name: '¿Cuánto dinero necesitas?' }),
    ).toBeVisible();
    await expect(page.getByRole('slider', { name: 'Importe del préstamo' })).toHaveValue('1000');
    // The configured default period (31) lies below the minimum (61): the control starts at 61.
    await expect(page.getByRole('slider', { name: 'Plazo de devolución' })).toHaveValue('61');
    await expect(page).toHaveTitle(/Préstamo Claro: préstamos en línea/);
    await expectAccessible(page);
    // Into the test's output folder; `npm run screenshots` refreshes the README's picture.
    await page.screenshot({ path: testInfo.outputPath('first-page.png'), fullPage: true });
  });

  test('while its save is awaited, Continue keeps the focus and a second press sends nothing more', async ({
    page,
  }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding = false;
    const held: string[] = [];
    await page.route(LEAD_SAVE, async (route) => {
      if (holding) {
        held.push(route.request().method());
        await released;
      }
      await route.continue();
    });
    await page.goto('./');
    await continueTo(page, /personal-details$/, { checkPage: false });
    await heldLead(page);
    // Back on the first page, the lead made: a change of the loan waits for the server, which
    // says which pages follow.
    await page.getByRole('link', { name: 'Atrás' }).click();
    const continueButton = page.getByRole('button', { name: 'Continuar' });
    await expect(continueButton).toBeVisible();
    holding = true;
    await continueButton.focus();
    await page.keyboard.press('Enter');
    await expect(continueButton).toHaveAttribute('aria-busy', 'true');
    // A keyboard or screen-reader user stays where they were while the page saves.
    await expect(continueButton).toBeFocused();
    await page.keyboard.press('Enter');
    // A click too (forced: Playwright waits for a button marked aria-disabled to be enabled).
    await continueButton.click({ force: true });
    release();
    await expect(page).toHaveURL(/personal-details$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Datos personales' })).toBeFocused();
    expect(held).toEqual(['PUT']);
  });

  test('Continue creates a lead that the status call returns, and a reload keeps the amount', async ({
    page,
    request,
  }) => {
    await page.goto('./');
    await page.getByRole('button', { name: 'Reducir el importe' }).click();
    await page.getByRole('button', { name: 'Reducir el importe' }).click();
    await page.getByRole('slider', { name: 'Plazo de devolución' }).focus();
    await page.keyboard.press('End');
    // Each value beside its slider (its output, a live region); default-es shows no summary
    // sentence beside its representative example (decision 0022).
    await expect(page.getByRole('status').filter({ hasText: /^800\s€$/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^90 días$/ })).toBeVisible();

    const created = page.waitForResponse(
      (response) => isLeadSaveUrl(response.url()) && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Continuar' }).click();
    const answer = LeadAnswerSchema.parse(await (await created).json());

    await expect(page).toHaveURL(/\/application-frontend\/personal-details$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Datos personales' })).toBeVisible();
    await expect(page.getByTestId('summary-amount')).toHaveText('800 €');
    await expectAccessible(page);

    const status = await againIfDropped(() =>
      request.get(`${API_ORIGIN}/lead/status/${answer.id}`),
    );
    expect(status.status()).toBe(200);
    expect(LeadAnswerSchema.parse(await status.json())).toMatchObject({ id: answer.id });

    await page.reload();
    await expect(page.getByTestId('summary-amount')).toHaveText('800 €');
    await expect(page.getByTestId('summary-period')).toHaveText('90 días');
  });

  test('a create whose answers are lost: the page says so, and Try again makes exactly one lead', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource|ERR_FAILED|net::/);
    let attempts = 0;
    let connectionBack = false;
    const keys = new Set<string>();
    const leadIds: string[] = [];
    await page.route(LEAD_SAVE, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      attempts += 1;
      keys.add(route.request().headers()['idempotency-key'] ?? '');
      // Every attempt reaches the server, but while the connection is "down" the answer is lost
      // on the way back: the first try and its automatic retries all fail.
      const response = await fetchThrough(route);
      leadIds.push(LeadAnswerSchema.parse(await response.json()).id);
      if (!connectionBack) return route.abort('failed');
      return route.fulfill({ response });
    });
    await page.goto('./');
    await page.getByRole('button', { name: 'Reducir el importe' }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    // The lead API decides (decision 0029): the first page waits for the create, and says so.
    await expect(page.getByRole('alert')).toContainText('No hemos podido guardar tu solicitud', {
      timeout: 15_000,
    });
    await expect(page).not.toHaveURL(/personal-details$/);
    await expect(page.getByRole('slider', { name: 'Importe del préstamo' })).toHaveValue('900');
    await expectAccessible(page);
    expect(attempts).toBe(4);

    connectionBack = true;
    await page.getByRole('button', { name: 'Volver a intentarlo' }).click();
    await expect(page).toHaveURL(/personal-details$/);
    await expect(page.getByTestId('summary-amount')).toHaveText('900 €');
    // Every attempt, and Try again, carried the same idempotency key: the server answered with
    // the lead it had made at the first.
    expect(attempts).toBe(5);
    expect(keys.size).toBe(1);
    expect(new Set(leadIds).size).toBe(1);
    expect((await heldLead(page)).id).toBe(leadIds[0]);
  });
});

test.describe('routing', () => {
  test('an unknown path answers 404 and shows the not-found page', async ({
    page,
    allowConsoleError,
  }) => {
    // Chromium logs every 404 document as a failed resource; the status is the point here.
    allowConsoleError(/status of 404 \(Not Found\)/);
    const response = await page.goto('./no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/application-frontend\/404$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('the server sends security headers with the app', async ({ request }) => {
    const response = await request.get('./personal-details');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain('frame-ancestors');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin');
  });
});
