import type { Page } from '@playwright/test';
import { resolveBrand } from '../src/app/brand-registry';
import { expect, expectAccessible, isLeadSaveUrl } from './fixtures';
import { test } from './shared-page';
import { chooseRadio, fillDate } from './application-flow';
import { heldLead } from './held-lead';

const CRASH_TEXT = /Algo ha salido mal|Something went wrong/;

/** Fails the first two downloads of a file, then lets it through; gives how many it failed. */
async function refuseTwice(page: Page, file: RegExp): Promise<() => number> {
  let failures = 0;
  await page.route(file, (route) => {
    if (failures < 2) {
      failures += 1;
      return route.abort('failed');
    }
    return route.continue();
  });
  return () => failures;
}

async function startSpanishApplication(page: Page) {
  await page.goto('./');
  const created = page.waitForResponse(
    (response) => isLeadSaveUrl(response.url()) && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Continuar' }).click();
  expect((await created).status()).toBe(201);
  await expect(page).toHaveURL(/personal-details$/);
}

test.describe('going offline', () => {
  test('two seconds offline keep the form and its answers, say so, and Continue works after', async ({
    page,
    context,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource|net::ERR_INTERNET_DISCONNECTED/);
    await startSpanishApplication(page);
    await page.locator('#personalDetails-firstName').fill('Ana');
    await page.locator('#personalDetails-lastName').fill('García');
    await fillDate(page, 'personalDetails.dateOfBirth', '1990-05-17');
    await page.locator('#personalDetails-personalCode').fill('12345678Z');
    await chooseRadio(page, 'personalDetails.gender', 'female');

    await context.setOffline(true);
    await expect(
      page.getByText('Estás sin conexión. Tus respuestas se guardan en este dispositivo.'),
    ).toBeVisible();
    await page.waitForTimeout(2000);
    await context.setOffline(false);

    await expect(page.getByText(CRASH_TEXT)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Datos personales' })).toBeVisible();
    await expect(page.locator('#personalDetails-firstName')).toHaveValue('Ana');
    await expect(page.locator('#personalDetails-personalCode')).toHaveValue('12345678Z');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/contact-details$/);
    await expectAccessible(page);
  });

  test('a brand page whose download fails at first still shows once the network answers', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource|net::ERR_FAILED/);
    const failures = await refuseTwice(page, /\/classic-application-page-[^/?]*\.js(\?.*)?$/);
    await page.goto('./');
    // The page sent shows at once; its code came on the third try, and the page works.
    await expect.poll(failures).toBe(2);
    await page.getByRole('button', { name: 'Reducir el importe' }).click();
    await expect(page.getByRole('slider').first()).toHaveValue('900');
    await expect(
      page.getByRole('heading', { level: 1, name: '¿Cuánto dinero necesitas?' }),
    ).toBeVisible();
    await expect(page.getByText(CRASH_TEXT)).toHaveCount(0);
  });
});

test.describe('a v3 flow file whose download fails at first', () => {
  test('is asked for again, and the first question works once it has come (CI run 37: the crash page)', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource|net::ERR_FAILED/);
    const failures = await refuseTwice(page, /\/v3-romanian\.flow-[^/?]*\.js(\?.*)?$/);
    await page.goto('./?brand=lei-rapid-ro');
    // The first address failed, then the fresh one once; the third try brought the flow.
    await expect.poll(failures).toBe(2);
    // The flow's first page, counted from the flow file, checks its answers.
    await expect(page.getByText('Pasul 1 din 16')).toBeVisible();
    await page.getByRole('button', { name: 'Continuați' }).click();
    await expect(page.getByRole('textbox', { name: 'Adresă de e-mail' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByText('A apărut o eroare.', { exact: false })).toHaveCount(0);
  });
});

test.describe('the brand is kept for the session', () => {
  test('a later step opened or reloaded without ?brand= stays the Polish brand with 2000 zł', async ({
    page,
  }) => {
    const polish = resolveBrand('pozyczka-plus-pl');
    await page.goto('./?brand=pozyczka-plus-pl');
    await expect(page.getByRole('slider', { name: 'Kwota pożyczki' })).toHaveValue('2000');
    await page.getByRole('button', { name: 'Dalej' }).click();
    await expect(page).toHaveURL(/personal-details$/);
    // The tab writes the lead it holds once the page moved to is drawn: opened again, it needs it.
    await heldLead(page);

    await page.goto('./personal-details');
    await expect(
      page.getByRole('banner').getByRole('img', { name: polish.displayName }),
    ).toBeVisible();
    await expect(page.getByTestId('summary-amount')).toHaveText(/^2\s?000\s?zł$/);
    await page.reload();
    await expect(
      page.getByRole('banner').getByRole('img', { name: polish.displayName }),
    ).toBeVisible();
    await expect(page.getByTestId('summary-amount')).toHaveText(/^2\s?000\s?zł$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl-PL');
  });
});

test.describe('another brand in the same session', () => {
  test('starts a clean application: none of the first brand’s lead or answers goes into it (walker H4)', async ({
    page,
  }) => {
    await page.goto('./?brand=pozyczka-plus-pl');
    await page.getByRole('button', { name: 'Dalej' }).click();
    await expect(page).toHaveURL(/personal-details$/);
    await heldLead(page);
    await page.goto('./?brand=default-es');
    await expect(
      page.getByRole('heading', { level: 1, name: '¿Cuánto dinero necesitas?' }),
    ).toBeVisible();
    // The Spanish brand's own amount, and no lead: its first Continue makes one of its own.
    await expect(page.getByRole('slider', { name: 'Importe del préstamo' })).toHaveValue('1000');
    // The page sent is drawn before the app starts: read once it has taken the brand for the session.
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('chosenBrand')))
      .toContain('"default-es"');
    const heldId = await page.evaluate(
      () =>
        (
          JSON.parse(sessionStorage.getItem('state') ?? '{}') as {
            applicationData?: { id?: string };
          }
        ).applicationData?.id,
    );
    expect(heldId).toBeUndefined();
  });
});

test.describe('an unknown brand or country', () => {
  const spanish = resolveBrand('default-es');
  for (const query of ['?brand=__proto__', '?brand=no-such-brand', '?country=ro', '?country=zz']) {
    test(`${query} shows the deployment's brand`, async ({ page }) => {
      await page.goto(`./${query}`);
      await expect(
        page.getByRole('heading', { level: 1, name: '¿Cuánto dinero necesitas?' }),
      ).toBeVisible();
      await expect(
        page.getByRole('banner').getByRole('img', { name: spanish.displayName }),
      ).toBeVisible();
      await expect(page.getByText(CRASH_TEXT)).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    });
  }
});

test.describe('the language', () => {
  test('is kept on reload, and the title and <html lang> follow it', async ({ page }) => {
    await page.goto('./');
    await expect(page).toHaveTitle(/Préstamo Claro: préstamos en línea/);
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'How much would you like to borrow?' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^How much would you like to borrow\? – Préstamo Claro$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'How much would you like to borrow?' }),
    ).toBeVisible();
    await expect(page).not.toHaveTitle(/préstamos en línea/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expectAccessible(page);
  });

  test('<html lang> is the BCP 47 tag of the Mexican brand’s locale', async ({ page }) => {
    await page.goto('./?brand=presta-ya-mx');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  });
});
