import type { Page } from '@playwright/test';
import { API_ORIGIN, expect, expectAccessible } from './fixtures';
import { test } from './shared-page';
import {
  addressOf,
  answerQuicklyUntil,
  fieldId,
  spanishV3Applicant,
  type V3Applicant,
} from './v3-applicants';

const CHOICES = `${API_ORIGIN}/choices/**`;
const POSITION = `#${fieldId('incomeDetails.positionType')}`;

/** Opens credisol-es and answers every page before the contract kind's. */
async function openPositionPage(page: Page): Promise<V3Applicant> {
  const applicant = spanishV3Applicant();
  await page.goto(`./?brand=${applicant.brand}`);
  await expect(page).toHaveURL(addressOf(applicant, applicant.pages[0] ?? ''));
  await answerQuicklyUntil(page, applicant, 'position-type');
  return applicant;
}

const optionTexts = (page: Page) =>
  page
    .locator(`${POSITION} option`)
    .evaluateAll((options) =>
      options.map((option) => (option as HTMLOptionElement).textContent ?? ''),
    );

test.describe('choice lists from the lead API (issue 38 item 4)', () => {
  test('credisol-es: the contract kinds are the lead API’s, in Spanish, and its own kind is saved', async ({
    page,
  }) => {
    const asked = page.waitForRequest((request) =>
      request.url().startsWith(`${API_ORIGIN}/choices/position?`),
    );
    await openPositionPage(page);
    expect((await asked).url()).toBe(`${API_ORIGIN}/choices/position?locale=es&country=ES`);
    // The training contract is on the sandbox's list, not on the list the app ships.
    await expect(
      page.locator(POSITION).getByRole('option', { name: 'Contrato formativo' }),
    ).toHaveCount(1);
    await expectAccessible(page);
    await page.locator(POSITION).selectOption({ label: 'Contrato formativo' });
    const saved = page.waitForRequest(
      (request) => request.url() === `${API_ORIGIN}/v3/lead` && request.method() === 'PUT',
    );
    await page.locator('form.lf-step button[type="submit"]:visible').click();
    expect((await saved).postDataJSON()).toMatchObject({
      incomeDetails: { positionType: 'training' },
    });
  });

  test('credisol-es: with the choice lists unreachable, the selects offer the shipped lists and the form goes on', async ({
    page,
    allowConsoleError,
  }) => {
    // The browser logs each call that never reached the lead API.
    allowConsoleError(/Failed to load resource: net::ERR_FAILED/);
    await page.route(CHOICES, (route) => route.abort());
    const applicant = await openPositionPage(page);
    const shown = await optionTexts(page);
    expect(shown).toContain('Contrato indefinido');
    expect(shown).not.toContain('Contrato formativo');
    await expectAccessible(page);
    await answerQuicklyUntil(page, applicant, 'country-of-birth');
    await expect(
      page
        .locator(`#${fieldId('otherDetails.countryOfBirth')}`)
        .getByRole('option', { name: 'España' }),
    ).toHaveCount(1);
    await answerQuicklyUntil(page, applicant, 'citizenship');
    await page.unroute(CHOICES);
  });

  test('credisol-es: reached offline, the contract kinds are the lead API’s once back online, with no error', async ({
    page,
    context,
    allowConsoleError,
  }) => {
    // The calls made while offline; a failed download of the page's code must not be among them.
    allowConsoleError(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
    const applicant = spanishV3Applicant();
    await page.goto(`./?brand=${applicant.brand}`);
    await answerQuicklyUntil(page, applicant, 'monthly-expenses');
    // Offline two pages before: the contract kinds' page is drawn ahead (decision 0044) offline.
    await context.setOffline(true);
    // The answers are kept on the device and the flow's next page shown (save-not-sent.spec.ts).
    await answerQuicklyUntil(page, applicant, 'position-type');
    await expect(
      page.locator(POSITION).getByRole('option', { name: 'Contrato indefinido' }),
    ).toHaveCount(1);
    await context.setOffline(false);
    await expect(
      page.locator(POSITION).getByRole('option', { name: 'Contrato formativo' }),
    ).toHaveCount(1);
  });
});
