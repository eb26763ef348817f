import { continueTo, fillApplication, spanishApplicant } from './application-flow';
import { expect, expectAccessible, test } from './fixtures';
import {
  addressOf,
  answerPage,
  answerQuicklyUntil,
  spanishV3Applicant,
  taggedEmail,
} from './v3-applicants';

/**
 * Issue 40, "done when": a brand just made by `npm run brand:new` serves its pages and takes an
 * application, on the classic flow and on the v3 one. Run by `npm run test:brand-new` (a stage of
 * `npm test`), which scaffolds NEW_BRAND_CLASSIC (`--country es`) and NEW_BRAND_V3
 * (`--country es --flow v3`) in a throwaway copy of the repository and builds it; elsewhere there
 * is no such brand, and these tests are skipped.
 */
const classic = process.env.NEW_BRAND_CLASSIC;
const v3 = process.env.NEW_BRAND_V3;

test.describe('a brand made by npm run brand:new', () => {
  test.skip(
    !classic || !v3,
    'skipped because only npm run test:brand-new, on a copy with the new brands, has them',
  );

  test('classic: its first page, then an application through to its result', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(`./?brand=${classic}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Its own logo (its name in outlines, with its name for screen readers) and favicon.
    await expect(page.getByRole('img', { name: 'Acme' }).first()).toBeVisible();
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /favicon/);
    await expectAccessible(page);
    await continueTo(page, /personal-details$/);
    await fillApplication(page, {
      ...spanishApplicant,
      email: taggedEmail(spanishApplicant.email, 'accepted'),
    });
    await continueTo(page, /checking$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tu solicitud ha sido aceptada' }),
    ).toBeVisible({ timeout: 20_000 });
  });

  test('v3: its pages, each saved to the sandbox under its product, through to its result', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const applicant = { ...spanishV3Applicant(), brand: v3 ?? '' };
    const created = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/v3/lead'),
    );
    await page.goto(`./?brand=${applicant.brand}`);
    await expect(page).toHaveURL(addressOf(applicant, applicant.pages[0] ?? ''));
    await expect(page.getByRole('img', { name: 'Acme Dos' }).first()).toBeVisible();
    await expectAccessible(page);
    const third = applicant.pages[3] ?? '';
    await answerQuicklyUntil(page, applicant, third);
    expect((await created).postDataJSON()).toMatchObject({ product: applicant.brand });
    await expect(page).toHaveURL(addressOf(applicant, third));
    await expectAccessible(page);
    const last = applicant.pages.at(-1) ?? '';
    await answerQuicklyUntil(page, applicant, last);
    await answerPage(page, applicant, 'quickly');
    await page.locator('form.lf-step button[type="submit"]:visible').click();
    // The sandbox decides the result: a brand it has no offers for thanks the applicant.
    await expect(page).toHaveURL(/\/(accepted|thank-you)$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
