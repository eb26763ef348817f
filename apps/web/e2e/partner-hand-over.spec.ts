import type { Request } from '@playwright/test';
import { expect, expectAccessible } from './fixtures';
import { test } from './shared-page';
import { ApplicationState, openAtState } from './seeded-lead';

/** The sandbox's partner is not a real site: a stub answers for it and records what it got. */
const PARTNER_PAGE = `<!doctype html><html lang="en"><title>Partner offer</title>
<body><h1>Partner offer</h1></body></html>`;

for (const method of ['GET', 'POST'] as const) {
  test(`"See the offer" hands the applicant over to the partner by ${method}`, async ({ page }) => {
    const received: Request[] = [];
    await page.route('https://partner.example/**', async (route) => {
      received.push(route.request());
      await route.fulfill({ contentType: 'text/html; charset=utf-8', body: PARTNER_PAGE });
    });
    const tag = method === 'POST' ? 'redirectpost' : 'redirected';
    const lead = await openAtState(page, {
      state: ApplicationState.REDIRECTED,
      data: { contactDetails: { email: `ana+${tag}@example.com` } },
    });
    expect(lead.redirectMethod).toBe(method);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Continúa con nuestro socio' }),
    ).toBeVisible();
    await expectAccessible(page);
    // What happens next, the reference to quote, and whom to ask.
    await expect(page.getByRole('heading', { level: 2, name: 'Qué pasará ahora' })).toBeVisible();
    const reference = lead.id.replace(/-/g, '').slice(0, 8).toUpperCase();
    await expect(page.getByText(`${reference.slice(0, 4)} ${reference.slice(4)}`)).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'help@prestamo-claro.example.es' }),
    ).toHaveAttribute('href', 'mailto:help@prestamo-claro.example.es');

    // A link (GET) or a form's button (POST): the same full-width button either way.
    const offer = page
      .getByRole('link', { name: 'Ver la oferta' })
      .or(page.getByRole('button', { name: 'Ver la oferta' }));
    await expect(offer).toHaveCSS('text-decoration-line', 'none');
    await expect(offer).toHaveCSS('text-align', 'center');
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    const button = await offer.boundingBox();
    expect(Math.round(button?.width ?? 0)).toBe(Math.round(heading?.width ?? -1));
    await offer.click();

    // The partner gets a reference of its own, never the lead's id (issue 36).
    expect(lead.redirectUrl).toMatch(/^https:\/\/partner\.example\/apply\?ref=[0-9a-f]{32}$/);
    await expect(page).toHaveURL(lead.redirectUrl ?? '');
    expect(page.url()).not.toContain(lead.id);
    expect(page.url()).not.toContain(lead.id.replace(/-/g, ''));
    await expect(page.getByRole('heading', { level: 1, name: 'Partner offer' })).toBeVisible();
    expect(received.map((request) => request.method())).toEqual([method]);
  });
}
