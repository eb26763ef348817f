import { OfferStagePaths, WRITE_SECRET_HEADER, type LeadAnswer } from '@lf/contract';
import type { Page } from '@playwright/test';
import { API_ORIGIN, apiAddress, expect, expectAccessible } from './fixtures';
import { test } from './shared-page';
import { ApplicationState, openAtState } from './seeded-lead';
import { completeApplication } from './state-completers/application-states';
import { CUSTOMER_PASSWORD } from './state-completers/offer-states';

/**
 * The offer pages, the accepted page's password and the thank-you page's partner logos against
 * the sandbox (default-es, Spanish): by keyboard, with axe on each state they show, through
 * faults, a second tab, and input no field expects.
 */

const seed = (page: Page, state: ApplicationState) =>
  openAtState(page, { state, data: completeApplication });

/** Presses Tab until `name` has focus (at most 30 times), as a keyboard user reaches it. */
async function tabTo(page: Page, role: 'button' | 'radio' | 'textbox', name: string | RegExp) {
  const target = page.getByRole(role, { name });
  for (let press = 0; press < 30; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${role} ${String(name)}`);
}

test('Cofidis by keyboard: the offer in euros, Decline asked again and taken back, then Accept, replacing the offer in history', async ({
  page,
}) => {
  await seed(page, ApplicationState.COFIDIS_OFFER);
  const offer = page.getByRole('region', { name: 'Condiciones de la oferta' });
  await expect(offer.getByTestId('offer-monthlyPayment')).toHaveText(/Cuota mensual172,25\s€/);
  await expect(offer.getByText(/^Ejemplo representativo: si pides 500\s€ a 3 meses/)).toBeVisible();
  await expectAccessible(page);

  await tabTo(page, 'button', 'Rechazar la oferta');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: '¿Quieres rechazar la oferta de Cofidis?' }),
  ).toBeFocused();
  await expectAccessible(page);
  await tabTo(page, 'button', 'No, volver a la oferta');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Rechazar la oferta' })).toBeFocused();

  const historyBefore = await page.evaluate(() => window.history.length);
  await tabTo(page, 'button', 'Aceptar la oferta');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/accepted$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu solicitud ha sido aceptada');
  // Cofidis's loan, on its terms: its figures as taken, its lender named, and the loan asked for
  // (with the brand's own representative example of it) not shown as the one accepted.
  const taken = page.getByRole('region', { name: 'La oferta que has aceptado' });
  await expect(taken.getByTestId('offer-monthlyPayment')).toHaveText(/Cuota mensual172,25\s€/);
  await expect(page.getByText('Tu prestamista: Cofidis')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tu préstamo' })).toHaveCount(0);
  await expectAccessible(page);
  // Leaving an after-offer state replaces its entry: Back cannot return to the answered offer.
  expect(await page.evaluate(() => window.history.length)).toBe(historyBefore);
  // A reload keeps what was accepted.
  await page.reload();
  await expect(taken.getByTestId('offer-term')).toHaveText('Plazo3 meses');
});

test('IPF: Accept without a plan is named in a summary; a plan chosen with the arrow keys is sent', async ({
  page,
}) => {
  await seed(page, ApplicationState.IPFD_OFFER_CHOICE);
  await page.getByRole('button', { name: 'Aceptar este plan' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Hay un problema' });
  await expect(summary).toBeFocused();
  await expect(page).toHaveTitle(/^Error: Elige tu oferta/);
  await expectAccessible(page);
  await summary.getByRole('link', { name: 'Elige el plan de pago que quieres' }).click();
  await expect(page.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /a 6 meses/ })).toBeChecked();
  const chosen = page.getByRole('region', { name: 'El plan que has elegido' });
  await expect(chosen.getByTestId('offer-term')).toHaveText('Plazo6 meses');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Aceptar este plan' }).click();
  await expect(page).toHaveURL(/\/accepted$/);
});

test('Provident: more than offered, or not a number, is refused by the field; a smaller loan is shown, then taken', async ({
  page,
}) => {
  await seed(page, ApplicationState.PROVIDENT_OFFER);
  const amount = page.getByLabel('Importe que quieres pedir');
  await amount.fill('900');
  await page.getByLabel('Número de meses').fill('<script>alert(1)</script>');
  await page.getByRole('button', { name: 'Aceptar la oferta' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Hay un problema' });
  await expect(summary.getByRole('link')).toHaveText([
    /Escribe un importe de 100\s€ a 500\s€/,
    'Escribe el número de meses como un número entero',
  ]);
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await amount.fill('300');
  await page.getByLabel('Número de meses').fill('2');
  const preview = page.getByRole('region', { name: 'Oferta de Provident con tus cambios' });
  await expect(preview.getByTestId('offer-amount')).toHaveText(/Importe300\s€/);
  await expect(preview.getByTestId('offer-term')).toHaveText('Plazo2 meses');
  const payment = await preview.getByTestId('offer-monthlyPayment').textContent();
  await page.getByRole('button', { name: 'Aceptar la oferta' }).click();
  await expect(page).toHaveURL(/\/accepted$/);
  // What the accepted page shows is the loan taken, lowered: not the one offered.
  const taken = page.getByRole('region', { name: 'La oferta que has aceptado' });
  await expect(taken.getByTestId('offer-amount')).toHaveText(/Importe300\s€/);
  await expect(taken.getByTestId('offer-monthlyPayment')).toHaveText(payment ?? 'none');
});

test('offers that fail to load, and an answer that fails to send, each offer Try again and lose nothing', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/Failed to load resource/);
  // Every read of the offers fails (the page's own retries included), until the network is back.
  await page.route(`${API_ORIGIN}${OfferStagePaths.offerPayment}?*`, (route) => route.abort());
  await seed(page, ApplicationState.PROVIDENT_OFFER);
  const loadAlert = page.getByRole('alert').filter({ hasText: 'No hemos podido cargar tu oferta' });
  await expect(loadAlert).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page);
  await page.unroute(`${API_ORIGIN}${OfferStagePaths.offerPayment}?*`);
  await loadAlert.getByRole('button', { name: 'Volver a intentarlo' }).click();

  await page.getByLabel('Importe que quieres pedir').fill('400');
  await page.route(`${API_ORIGIN}${OfferStagePaths.updateProvidentOffer}`, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal_error', message: 'Down' } }),
    }),
  );
  await page.getByRole('button', { name: 'Aceptar la oferta' }).click();
  const sendAlert = page
    .getByRole('alert')
    .filter({ hasText: 'No hemos podido enviar tu respuesta' });
  await expect(sendAlert).toBeVisible();
  // The button pressed keeps the focus while the answer is on its way and after it failed, so a
  // keyboard user goes on from where they were (a disabled button drops it to the page's body).
  await expect(page.getByRole('button', { name: 'Aceptar la oferta' })).toBeFocused();
  await expect(page.getByLabel('Importe que quieres pedir')).toHaveValue('400');
  await expect(page).toHaveURL(/\/provident-offer$/);
  await page.unroute(`${API_ORIGIN}${OfferStagePaths.updateProvidentOffer}`);
  await sendAlert.getByRole('button', { name: 'Volver a intentarlo' }).click();
  await expect(page).toHaveURL(/\/accepted$/);
});

test('Provident: a reload keeps the smaller loan typed, and that is the loan taken', async ({
  page,
}) => {
  await seed(page, ApplicationState.PROVIDENT_OFFER);
  await page.getByLabel('Importe que quieres pedir').fill('400');
  await page.getByLabel('Número de meses').fill('2');
  await page.reload();
  await expect(page.getByLabel('Importe que quieres pedir')).toHaveValue('400');
  await expect(page.getByLabel('Número de meses')).toHaveValue('2');
  const taken = page.waitForRequest((request) =>
    request.url().endsWith(OfferStagePaths.updateProvidentOffer),
  );
  await page.getByRole('button', { name: 'Aceptar la oferta' }).click();
  expect((await taken).postDataJSON()).toMatchObject({ amount: 400, period: 2 });
  await expect(page).toHaveURL(/\/accepted$/);
});

/** The applicant's other device or tab (the same write secret) accepts the lead's offer. */
async function acceptElsewhere(page: Page, lead: LeadAnswer, offerId: string) {
  const other = await page.request.post(`${API_ORIGIN}${OfferStagePaths.acceptOffer}`, {
    headers: { [WRITE_SECRET_HEADER]: lead.writeSecret ?? '' },
    data: { id: lead.id, offerId, decision: 'accept' },
  });
  expect(other.status()).toBe(200);
}

test('an offer answered in another tab: this tab’s answer is refused (409) and it follows the lead', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 409/);
  const lead = await seed(page, ApplicationState.INSTABANK_OFFER);
  const decline = page.getByRole('button', { name: 'Rechazar la oferta' });
  await expect(decline).toBeVisible();
  // The other tab accepts while this one still shows the offer.
  await acceptElsewhere(page, lead, 'instabank-1');
  await decline.click();
  await page.getByRole('button', { name: 'Sí, rechazar la oferta' }).click();
  await expect(page).toHaveURL(/\/accepted$/);
  await expect(page.getByRole('alert')).toContainText('Esta oferta ya se había aceptado');
});

// Walker on credito-agil-co, two devices: the phone accepted Cofidis's offer; the computer, still
// showing it, declined, and read "Su solicitud fue aceptada" with no word of the refusal.
test('credito-agil-co, two devices: a decline after the phone accepted shows the accepted page, saying the offer was already accepted and whom to contact', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 409/);
  // Checking ends at Cofidis's offer (`+offer`), as the walker's application did.
  const lead = await openAtState(page, {
    brand: 'credito-agil-co',
    product: 'credito-agil-co',
    state: ApplicationState.CHECKING,
    data: { amount: 500_000, contactDetails: { email: 'camila.rodriguez+offer@example.com.co' } },
  });
  await expect(page).toHaveURL(/\/cofidis-offer$/, { timeout: 30_000 });
  const decline = page.getByRole('button', { name: 'Rechazar la oferta' });
  await expect(decline).toBeVisible();
  // The phone accepts while the computer still shows the offer.
  await acceptElsewhere(page, lead, 'cofidis-1');
  await decline.click();
  await page.getByRole('button', { name: 'Sí, rechazar la oferta' }).click();

  await expect(page).toHaveURL(/\/accepted$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Su solicitud fue aceptada');
  const notice = page.getByRole('alert');
  await expect(notice).toContainText('Esta oferta ya había sido aceptada');
  await expect(notice).toContainText(
    'Su respuesta en esta página no se tuvo en cuenta: llegó después de otra que se dio en otro dispositivo o en otra pestaña.',
  );
  await expect(notice).toContainText('Si no quería aceptarla, comuníquese con nosotros');
  await expect(
    page
      .getByRole('region', { name: '¿Tiene alguna pregunta?' })
      .getByRole('link', { name: 'help@credito-agil.example.com.co' }),
  ).toBeVisible();
  await expectAccessible(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('Instabank: Decline brings its question and both answers into view, not only the question’s top', async ({
    page,
  }) => {
    await seed(page, ApplicationState.INSTABANK_OFFER);
    await page.getByRole('button', { name: 'Rechazar la oferta' }).click();
    await expect(
      page.getByRole('heading', { name: '¿Quieres rechazar la oferta de Instabank?' }),
    ).toBeFocused();
    await expect(page.getByRole('button', { name: 'Sí, rechazar la oferta' })).toBeInViewport({
      ratio: 1,
    });
    await expect(page.getByRole('button', { name: 'No, volver a la oferta' })).toBeInViewport({
      ratio: 1,
    });
  });
});

test('an offer page opened after the lead moved on goes where the lead stands', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 409/);
  await page.route(`${API_ORIGIN}${OfferStagePaths.offerPayment}?*`, async (route) => {
    // Before this page reads its offers, another tab has already answered.
    const id = new URL(route.request().url()).searchParams.get('id') ?? '';
    // This applicant's other tab: the same write secret as this page's read carries.
    const secret = route.request().headers()[WRITE_SECRET_HEADER] ?? '';
    await page.request.post(`${API_ORIGIN}${OfferStagePaths.proficreditOffer}`, {
      headers: { [WRITE_SECRET_HEADER]: secret },
      data: { id, offerId: 'proficredit-1', decision: 'accept' },
    });
    await route.continue();
  });
  await seed(page, ApplicationState.PROFICREDIT_OFFER);
  await expect(page).toHaveURL(/\/accepted$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu solicitud ha sido aceptada');
});

test('accepted: the password by keyboard, shown and hidden, saved without being kept in the browser', async ({
  page,
}) => {
  await seed(page, ApplicationState.ACCEPTED);
  const field = page.getByLabel('Contraseña', { exact: true });
  await expect(field).toHaveAttribute('autocomplete', 'new-password');
  await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
  await expect(page.getByRole('alert').getByRole('link')).toHaveText('Escribe una contraseña');
  await expectAccessible(page);

  // One too easy to guess is refused in the page (the check loads with the field), saying why.
  await tabTo(page, 'textbox', 'Contraseña');
  await page.keyboard.type('aaaaaaaaaa');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').getByRole('link')).toHaveText(
    /^Esta contraseña es fácil de adivinar/,
  );
  await expectAccessible(page);

  await field.fill('');
  await field.focus();
  await page.keyboard.type(CUSTOMER_PASSWORD);
  await page.keyboard.press('Tab');
  const toggle = page.getByRole('button', { name: 'Mostrar la contraseña' });
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(field).toHaveAttribute('type', 'text');
  await page.keyboard.press('Enter');
  await expect(field).toHaveAttribute('type', 'password');
  await field.press('Enter');
  await expect(page.getByText('Tu contraseña está guardada')).toBeVisible();
  await expectAccessible(page);

  const kept = await page.evaluate(() =>
    JSON.stringify([{ ...window.sessionStorage }, { ...window.localStorage }, document.cookie]),
  );
  expect(kept).not.toContain(CUSTOMER_PASSWORD);
  await page.reload();
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('');
});

/** The thank-you page's region of the partners who may call, in Spanish. */
const PARTNERS_ES = 'Entidades que pueden contactarte';

/** The partners' logos a thank-you page shows in `title`'s region, named in this order. */
async function expectPartners(page: Page, names: readonly string[], title = PARTNERS_ES) {
  const logos = page.getByRole('region', { name: title }).getByRole('img');
  await expect(logos).toHaveCount(names.length);
  for (const [index, name] of names.entries()) {
    await expect(logos.nth(index)).toHaveAccessibleName(name);
  }
}

/**
 * Each logo loaded from the sandbox, drawn 32 px high in its own proportions and within the
 * region (nothing runs off a phone's edge), and nothing to press: not a link or button, no tab
 * stop, no pointer.
 */
async function expectWordmarks(page: Page, title: string) {
  const region = page.getByRole('region', { name: title });
  const box = await region.boundingBox();
  expect(box).not.toBeNull();
  for (const logo of await region.getByRole('img').all()) {
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    expect(await logo.getAttribute('src')).toMatch(apiAddress('/partner/logos/[a-z-]+\\.svg$'));
    const look = await logo.evaluate((image: HTMLImageElement) => {
      const drawn = image.getBoundingClientRect();
      // The image or what holds it within its region: a link, a button, a tab stop.
      let pressable = false;
      for (let at: Element | null = image; at && at.tagName !== 'SECTION'; at = at.parentElement) {
        pressable ||= at.matches('a, button, [role="button"], [tabindex]');
      }
      return {
        height: drawn.height,
        proportions: drawn.width / drawn.height - image.naturalWidth / image.naturalHeight,
        cursor: getComputedStyle(image).cursor,
        tabIndex: image.tabIndex,
        pressable,
        right: drawn.right,
      };
    });
    expect(look).toMatchObject({ height: 32, tabIndex: -1, pressable: false });
    expect(look.cursor).not.toBe('pointer');
    expect(Math.abs(look.proportions)).toBeLessThan(0.05);
    expect(look.right).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0));
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

/** Brands outside Europe, each with its lenders (issue 37: they had the five European ones). */
const OtherCountries = [
  {
    brand: 'presta-ya-mx',
    title: 'Financieras que pueden contactarte',
    names: ['Financiera Nopal', 'Maguey Crédito'],
  },
  {
    brand: 'pesolend-ph',
    title: 'Lenders who may contact you',
    names: ['Narra Lending', 'Sampaguita Credit'],
  },
] as const;

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`thank you at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the brand’s partners, as wordmarks from the sandbox under the page’s CSP, named by alt text, nothing to press', async ({
      page,
    }) => {
      await openAtState(page, {
        state: ApplicationState.THANK_YOU,
        product: 'default-es',
        data: completeApplication,
      });
      await expectPartners(page, ['Cofidis', 'Brisa Finanzas', 'Crédito Faro']);
      await expectWordmarks(page, PARTNERS_ES);
      await expectAccessible(page);
    });

    for (const { brand, title, names } of OtherCountries) {
      test(`${brand}: lenders of its own country only`, async ({ page }) => {
        await openAtState(page, {
          brand,
          product: brand,
          state: ApplicationState.THANK_YOU,
          data: { amount: 5000 },
        });
        await expectPartners(page, names, title);
        await expectWordmarks(page, title);
        await expectAccessible(page);
      });
    }
  });
}

test('Cofidis declined: the thank-you page that follows does not name it among the lenders who may call', async ({
  page,
}) => {
  await openAtState(page, {
    state: ApplicationState.COFIDIS_OFFER,
    product: 'default-es',
    data: completeApplication,
  });
  await page.getByRole('button', { name: 'Rechazar la oferta' }).click();
  await page.getByRole('button', { name: 'Sí, rechazar la oferta' }).click();
  // Checking decides again (no tag: THANK_YOU).
  await expect(page).toHaveURL(/\/thank-you$/, { timeout: 30_000 });
  await expectPartners(page, ['Brisa Finanzas', 'Crédito Faro']);
  await expect(page.getByRole('img', { name: 'Cofidis' })).toHaveCount(0);
  await expectAccessible(page);
});

test('thank you: logos that cannot be loaded leave the page as it is, with no error shown', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/Failed to load resource/);
  await page.route(`${API_ORIGIN}${OfferStagePaths.partnerLogos}?*`, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await openAtState(page, {
    state: ApplicationState.THANK_YOU,
    product: 'default-es',
    data: completeApplication,
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gracias');
  await expect(page.getByRole('button', { name: 'Empezar una nueva solicitud' })).toBeVisible();
  await expect(page.getByRole('region', { name: PARTNERS_ES })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
