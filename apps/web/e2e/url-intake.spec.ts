import type { Page, Request } from '@playwright/test';
import { expect, expectAccessible, isLeadSaveUrl } from './fixtures';
import { test } from './shared-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PARAMETERS = [
  'refName',
  'refSubId',
  'refTransactionId',
  's_id',
  'amount',
  'period',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'sellingTierGlobalId',
  'sessionId',
];
const PERSONAL = ['firstName', 'lastName', 'email', 'phoneNumber'];

const amountSlider = (page: Page) => page.getByRole('slider', { name: 'Importe del préstamo' });
const periodSlider = (page: Page) => page.getByRole('slider', { name: 'Plazo de devolución' });

function search(values: Record<string, string>): string {
  return `?${new URLSearchParams(values).toString()}`;
}

/** Continues from the first step and gives the lead create request once it was answered. */
async function continueAndCreate(
  page: Page,
  nextPath = '/personal-details',
): Promise<Record<string, unknown>> {
  const created = page.waitForResponse(
    (response) => isLeadSaveUrl(response.url()) && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Continuar' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  await expect(page).toHaveURL(new RegExp(`${nextPath}$`));
  return (response.request() as Request).postDataJSON() as Record<string, unknown>;
}

test.describe('amount and period from the address', () => {
  test('are clamped to the brand bounds and step', async ({ page }) => {
    await page.goto(`./${search({ amount: '450', period: '200' })}`);
    await expect(amountSlider(page)).toHaveValue('500');
    await expect(periodSlider(page)).toHaveValue('90');
    await expectAccessible(page);
    const body = await continueAndCreate(page);
    expect(body).toMatchObject({ amount: 500, period: 90 });
  });

  test('are ignored when they are not numbers', async ({ page }) => {
    await page.goto(`./${search({ amount: 'mucho', period: '1e999' })}`);
    await expect(amountSlider(page)).toHaveValue('1000');
    await expect(periodSlider(page)).toHaveValue('61');
    await expectAccessible(page);
  });
});

test.describe('prefill and attribution from the address', () => {
  test('fill the form, survive a reload, and leave neither the address bar nor the history', async ({
    page,
  }) => {
    await page.goto(
      `./${search({
        firstName: 'Ana',
        lastName: 'García López',
        email: 'ana@example.com',
        phoneNumber: '612 345 678',
        refName: 'partner-1',
        refSubId: 'sub-2',
        s_id: 'tx-3',
        sellingTierGlobalId: 'tier-9',
        amount: '300',
      })}`,
    );
    await expect(amountSlider(page)).toHaveValue('300');
    const cleaned = new URL(page.url());
    for (const name of PERSONAL) expect(cleaned.searchParams.has(name), name).toBe(false);
    expect(cleaned.searchParams.get('refName')).toBe('partner-1');
    expect(cleaned.searchParams.get('amount')).toBe('300');
    expect(page.url()).not.toContain('example.com');
    await expectAccessible(page);

    await page.reload();
    await expect(amountSlider(page)).toHaveValue('300');
    // A prefill fills the form; it is not an answer until the applicant's Continue on its page:
    // the create carries none of it, and the lead goes on to the personal details, filled in.
    const body = await continueAndCreate(page, '/personal-details');
    expect(body).not.toHaveProperty('personalDetails');
    expect(body).not.toHaveProperty('contactDetails');
    await expect(page.locator('#personalDetails-firstName')).toHaveValue('Ana');
    await expect(page.locator('#personalDetails-lastName')).toHaveValue('García López');
    expect(body).toMatchObject({
      amount: 300,
      posthogParameters: {
        isLeadPrefilled: true,
        leadPrefilledFields: ['firstName', 'lastName', 'email', 'phoneNumber'],
      },
      affiliateReferenceParams: { attribute: 'partner-1', subId: 'sub-2', transactionId: 'tx-3' },
      sellingTierGlobalId: 'tier-9',
      tags: ['UI'],
    });
    expect(body.sessionId).toMatch(UUID);
    expect(body.sessionStartedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(body.deviceData).toMatchObject({ screenResolution: expect.stringMatching(/^\d+x\d+$/) });
    await expectAccessible(page);

    // The entry the prefill link made was replaced: going back finds no personal data in it.
    await page.goBack();
    await expect(amountSlider(page)).toHaveValue('300');
    expect(page.url()).not.toMatch(/firstName|lastName|email|phoneNumber/);
  });

  test('a valid sessionId is used for the lead', async ({ page }) => {
    const sessionId = '3b241101-e2bb-4255-8caf-4136c566a962';
    await page.goto(`./${search({ sessionId })}`);
    await expectAccessible(page);
    expect(await continueAndCreate(page)).toMatchObject({ sessionId });
  });

  test('a sessionId that is not a UUID is ignored for a fresh one', async ({ page }) => {
    const almost = '3b241101-e2bb-4255-8caf-4136c566a96z';
    await page.goto(`./${search({ sessionId: almost })}`);
    await expectAccessible(page);
    const body = await continueAndCreate(page);
    expect(body.sessionId).toMatch(UUID);
    expect(body.sessionId).not.toBe(almost);
  });
});

const HOSTILE: Record<string, string> = {
  'script tags': '<script>window.__pwned = 1</script>',
  quotes: `"'><img src=x onerror="window.__pwned=1">`,
  'a very long string': `${'A'.repeat(900)}<svg onload=window.__pwned=1>`,
  'non-numbers': '12,5e3 €',
};

test.describe('hostile values in every query parameter', () => {
  for (const [kind, value] of Object.entries(HOSTILE)) {
    test(`${kind} run no script, break nothing, and are dropped`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`./${search(Object.fromEntries(PARAMETERS.map((name) => [name, value])))}`);
      await expect(
        page.getByRole('heading', { level: 1, name: '¿Cuánto dinero necesitas?' }),
      ).toBeVisible();
      await expect(amountSlider(page)).toHaveValue('1000');
      await expect(periodSlider(page)).toHaveValue('61');
      // The page sent shows before its code runs; the code then takes them out of the address.
      for (const name of PERSONAL) {
        await expect.poll(() => new URL(page.url()).searchParams.has(name), name).toBe(false);
      }
      await expect(
        page.locator(
          'img[src="x"], svg[onload], script:not([src]):not([type="application/json"]):not(#lf-first-page-loader)',
        ),
      ).toHaveCount(0);
      await expectAccessible(page);

      const body = await continueAndCreate(page);
      for (const field of [
        'personalDetails',
        'contactDetails',
        'affiliateReferenceParams',
        'sellingTierGlobalId',
      ]) {
        expect(body, field).not.toHaveProperty(field);
      }
      expect(body).toMatchObject({ amount: 1000, period: 61 });
      // Nothing was prefilled: analytics hear only that the lead was not redirected before.
      expect(body.posthogParameters).toEqual({ leadPreviouslyRedirected: false });
      expect(body.sessionId).toMatch(UUID);
      await expectAccessible(page);

      expect(await page.evaluate(() => '__pwned' in window)).toBe(false);
      expect(dialogs).toEqual([]);
    });
  }

  test('control characters in the ad and campaign ids are dropped, and the application goes on', async ({
    page,
  }) => {
    // A gclid with a NUL was sent with the lead, which the lead API refused (400): the applicant
    // saw "we could not save" on every try and could not apply.
    const broken = 'ab\u0000c\u0001';
    const campaign = ['gclid', 'wbraid', 'gbraid', 'utm_source', 'utm_campaign', 'ttclid'];
    await page.goto(`./${search(Object.fromEntries(campaign.map((name) => [name, broken])))}`);
    await expect(amountSlider(page)).toHaveValue('1000');
    const body = await continueAndCreate(page);
    expect(JSON.stringify(body)).not.toMatch(/\\u000[01]/);
  });
});
