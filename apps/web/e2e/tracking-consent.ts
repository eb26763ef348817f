import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { boxOf } from './page-boxes';

/**
 * The consent banner's version (src/features/tracking/tracking-consent.ts's
 * CONSENT_BANNER_VERSION): a stored choice of another version is asked again.
 */
export const CONSENT_BANNER_VERSION = 1;

export type ConsentCategory = 'necessary' | 'analytics' | 'marketing';

/** A choice as the banner's library keeps it in local storage `trackingConsent`. */
export function storedConsent(
  categories: readonly ConsentCategory[],
  revision = CONSENT_BANNER_VERSION,
) {
  const now = Date.now();
  return {
    categories,
    revision,
    data: null,
    consentTimestamp: new Date(now).toISOString(),
    lastConsentTimestamp: new Date(now).toISOString(),
    consentId: '00000000-0000-4000-8000-000000000000',
    services: { necessary: [], analytics: [], marketing: [] },
    languageCode: 'es',
    expirationTime: now + 182 * 24 * 3600 * 1000,
  };
}

/**
 * Every page of the context starts with this choice stored, unless one is stored already (a
 * choice made in the test stays): the EU brands' banner then stays closed, as for an applicant
 * who chose on an earlier visit.
 */
export async function keepConsentChoice(
  context: BrowserContext,
  record: ReturnType<typeof storedConsent>,
): Promise<void> {
  await context.addInitScript((value) => {
    try {
      if (localStorage.getItem('trackingConsent') === null) {
        localStorage.setItem('trackingConsent', value);
      }
    } catch {
      // A page without storage (a sandboxed frame) asks as a first visit does.
    }
  }, JSON.stringify(record));
}

/**
 * Scrolls the page so that the element sits just above the open bar, as an applicant scrolls
 * (the page gains the bar's height at its end): a click then reaches it.
 */
export async function aboveBanner(page: Page, element: Locator): Promise<void> {
  // No banner open (chosen already), or a box beside the page's column (a wide screen): nothing
  // to scroll past.
  const open = await page.evaluate(
    () =>
      document.documentElement.classList.contains('show--consent') &&
      document.querySelector('#cc-main .cm')?.classList.contains('cm--bar') === true,
  );
  if (!open) return;
  // The bar slides in from below: measured once it rests on the screen's bottom edge.
  const barLocator = page.locator('#cc-main .cm');
  await expect
    .poll(async () => {
      const box = await boxOf(barLocator);
      return Math.round(box.y + box.height) - (page.viewportSize()?.height ?? 0);
    })
    .toBe(0);
  const bar = await boxOf(barLocator);
  const box = await boxOf(element);
  await page.evaluate((by) => window.scrollBy(0, by), box.y + box.height - bar.y + 8);
}

/** Waits until the settings dialog has faded out (axe reads it while it fades). */
export async function settingsClosed(page: Page): Promise<void> {
  await expect(page.locator('#cc-main .pm')).toBeHidden();
}
