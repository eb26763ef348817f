import { appendFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { Brands, DEFAULT_BRAND_ID, resolveBrand } from '../src/app/brand-registry';
import { expect } from './fixtures';
import { test } from './shared-page';
import { ApplicationState, openAtState } from './seeded-lead';

/**
 * Visual regression (issue 15): every brand's first page, a step showing its validation errors
 * and a result page, at a phone's width and a laptop's, compared with the pictures committed in
 * e2e/visual-baselines/<brand>/. A page whose look changes beyond the tolerance fails; when the
 * change is meant, `npm run screenshots` takes the pictures anew (and the README's gallery), and
 * `npm run screenshots -- --brand <id>` those of one brand alone (VISUAL_BRAND). A brand without
 * its pictures yet fails saying that command.
 *
 * The pictures hold still: the page is hydrated and idle, its fonts and images loaded, and
 * reCAPTCHA's widget drawn; animations are stopped and the caret hidden; what differs from run to
 * run (the footer's year, the lead's reference, the offline notice and a "back online" toast) is
 * masked.
 */

/** A phone (iPhone 13 mini and the like) and a laptop. */
const Viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

/**
 * How much a picture may differ. On this machine image the pictures of a page are identical from
 * run to run, so both limits are tight: a pixel counts as changed past a colour distance of 0.05
 * (pixelmatch's YIQ distance; its default, 0.2, let a brand colour turned from indigo to teal
 * pass), and 0.2 % of the pixels may change, room for anti-aliasing, not for a changed colour,
 * border or gap.
 */
const THRESHOLD = 0.05;
const MAX_DIFF_PIXEL_RATIO = 0.002;

/** Set by `npm run screenshots` only: the README's gallery is written into this folder. */
const galleryDir = process.env.VISUAL_GALLERY_DIR;
/** Set by `npm run screenshots` only: each picture compared is named there, one a line. */
const baselinesLog = process.env.VISUAL_BASELINES_LOG;

/** Set by `npm run screenshots -- --brand <id>` only: that brand's pictures alone. */
const onlyBrand = process.env.VISUAL_BRAND;

/** What may differ between two runs of the same page: masked in every picture. */
const changing = (page: Page): Locator[] => [
  // The footer's copyright names the current year.
  page.locator('footer p').filter({ hasText: '©' }),
  // The application's reference is made from the lead's id.
  page.locator('.lf-reference'),
  // The offline notice and the "back online" toast, should the connection flicker.
  page.locator('.lf-connection-notice, .Toastify'),
];

/** Waits until the page has nothing more to load or draw. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page's code, its translations, the chunks prefetched while idle, the vendors' stand-ins.
  await page.waitForLoadState('networkidle');
  // Hydrated: the renderer keeps its data on each control it handles, or on the control's form
  // (as app/early-actions-hold.ts and first-paint.spec.ts tell; a form's own keys are indexes).
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('#root :is(button, input, select)')].every((control) =>
          [control, (control as HTMLInputElement).form ?? {}].some((element) =>
            Object.keys(element).some((key) => !/^\d+$/.test(key)),
          ),
        ),
      ),
    )
    .toBe(true);
  // reCAPTCHA's widget (the sandbox's stand-in) is drawn by a script of its own, later.
  if ((await page.locator('.lf-captcha').count()) > 0) {
    await expect(page.locator('.lf-captcha .grecaptcha-stand-in')).toBeVisible();
  }
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        image.complete ? undefined : image.decode().catch(() => undefined),
      ),
    );
  });
}

/**
 * A brand with a font of its own shows it only when it arrives within the browser's short block
 * period (`font-display: optional`); on a loaded machine even a cached file can miss it, and the
 * page is then drawn in the fallback for its whole life (CI drew KreditKlar's page 23 px taller
 * so). Whether the heading was drawn in the web font is asked of the browser itself (DevTools'
 * `CSS.getPlatformFontsForNode`); when it was not, the page is loaded again, as an applicant's
 * next page would be: the renderer now holds the font in memory and uses it at once. A reload
 * keeps the application (it lives in the tab's session), so a step opens where it was.
 */
async function drawnInWebFont(page: Page): Promise<boolean> {
  const devTools = await page.context().newCDPSession(page);
  try {
    await devTools.send('DOM.enable');
    await devTools.send('CSS.enable');
    const { root } = await devTools.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await devTools.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: 'h1',
    });
    const { fonts } = await devTools.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.some((font) => font.isCustomFont);
  } finally {
    await devTools.detach();
  }
}

async function settleInBrandFont(page: Page, hasBrandFont: boolean) {
  await settle(page);
  for (let reload = 1; hasBrandFont && !(await drawnInWebFont(page)); reload += 1) {
    // A condition waited for, not a count: CI's loaded machine once needed a third reload.
    expect(reload, 'the brand font is drawn within six reloads').toBeLessThanOrEqual(6);
    await page.reload();
    await settle(page);
  }
}

/** The page as a whole, compared with e2e/visual-baselines/<brand>/<name>.png. */
async function expectLook(page: Page, brand: string, name: string) {
  // So that the refresh can delete the pictures no test takes any more.
  if (baselinesLog) appendFileSync(baselinesLog, `${brand}/${name}.png\n`);
  // Where pictures are not written (CI: updateSnapshots none; locally: missing, which writes one
  // and fails without saying how to keep it), a missing baseline says which command makes it.
  const { updateSnapshots } = test.info().config;
  if (updateSnapshots === 'none' || updateSnapshots === 'missing') {
    const baseline = path.join(import.meta.dirname, 'visual-baselines', brand, `${name}.png`);
    expect(
      existsSync(baseline),
      `No visual baseline ${path.relative(process.cwd(), baseline)}: a new brand's pictures are made with \`npm run screenshots -- --brand ${brand}\` (then commit e2e/visual-baselines/${brand}/)`,
    ).toBe(true);
  }
  await expect(page).toHaveScreenshot([brand, `${name}.png`], {
    fullPage: true,
    mask: changing(page),
    animations: 'disabled',
    caret: 'hide',
    threshold: THRESHOLD,
    maxDiffPixelRatio: MAX_DIFF_PIXEL_RATIO,
  });
}

for (const { id } of Brands.filter((brand) => onlyBrand === undefined || brand.id === onlyBrand)) {
  const brand = resolveBrand(id);
  for (const viewport of Viewports) {
    const { width } = viewport;
    test.describe(`${id} at ${width} px`, () => {
      test.use({ viewport });
      const hasBrandFont = brand.theme.brandFont !== undefined;

      test('the first page', async ({ page }) => {
        await page.goto(`./?brand=${id}`);
        await settleInBrandFont(page, hasBrandFont);
        await expectLook(page, id, `${width}-first-page`);

        // `npm run screenshots`: the README's gallery, as an applicant sees it (nothing masked).
        if (galleryDir) {
          mkdirSync(path.join(galleryDir, 'brands'), { recursive: true });
          const options = { animations: 'disabled', caret: 'hide' } as const;
          await page.screenshot({
            ...options,
            path: path.join(galleryDir, 'brands', `${id}-${width}.png`),
          });
          if (id === DEFAULT_BRAND_ID && width === 1280) {
            await page.screenshot({
              ...options,
              path: path.join(galleryDir, 'first-page.png'),
              fullPage: true,
            });
          }
        }
      });

      test('a step with its errors', async ({ page }) => {
        if (brand.applicationPage === 'classic') {
          // A step after the loan's: the applicant's own details.
          await openAtState(page, { brand: id, state: ApplicationState.PERSONAL_DETAILS });
        } else {
          // The v3 form's first page asks for the contact details, consents and the captcha.
          await page.goto(`./?brand=${id}`);
        }
        await settleInBrandFont(page, hasBrandFont);
        await page.locator('form button[type=submit]:visible').click();
        await expect(page.locator('.lf-error-summary')).toBeFocused();
        await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
        await settle(page);
        await expectLook(page, id, `${width}-errors`);
      });

      test('a result page', async ({ page }) => {
        await openAtState(page, { brand: id, state: ApplicationState.ACCEPTED });
        await expect(page).toHaveURL(/\/accepted(\?|$)/);
        await settleInBrandFont(page, hasBrandFont);
        await expectLook(page, id, `${width}-accepted`);
      });
    });
  }
}
