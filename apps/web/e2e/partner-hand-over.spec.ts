import type { Request } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
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

    await page
      .getByRole('link', { name: 'Ver la oferta' })
      .or(page.getByRole('button', { name: 'Ver la oferta' }))
      .click();

    await expect(page).toHaveURL(`https://partner.example/apply?ref=${lead.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Partner offer' })).toBeVisible();
    expect(received.map((request) => request.method())).toEqual([method]);
  });
}
