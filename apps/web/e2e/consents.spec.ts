import {
  ApplicationState,
  OfferStagePaths,
  type LeadData,
  WRITE_SECRET_HEADER,
} from '@lf/contract';
import type { Page, Request } from '@playwright/test';
import { API_ORIGIN, expect, expectAccessible } from './fixtures';
import { test } from './shared-page';
import { marketingMail } from './mail-links';
import { openAtState, openAtStateLookedAt, storeLead } from './seeded-lead';
import { completeApplication } from './state-completers/application-states';

/** A lead the sandbox stores at its end (THANK_YOU), without opening any page. */
const seedLead = async (page: Page, data: LeadData) =>
  (await storeLead(page, ApplicationState.THANK_YOU, { amount: 500, period: 61, ...data })).id;

/** The page of a mail link whose token expired or was used (issue 36). */
const LINK_USED = 'Este enlace ha caducado o ya se ha usado';

const loanAgreement = 'Contrato de préstamo e información precontractual';
const creditCheck = 'Consulta de solvencia';

test.describe('after-offer consents: faults and keyboard', () => {
  test('Continue with the required policies unticked: the summary names each at once and leads to each by keyboard', async ({
    page,
  }) => {
    await openAtState(page, { state: ApplicationState.POLICY_CONSENTS, data: completeApplication });
    await expect(page.getByRole('checkbox', { name: loanAgreement })).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();

    const summary = page.getByRole('alert', { name: 'Hay un problema' });
    await expect(summary).toBeFocused();
    // Both named by one Continue (issue 37), each by its box too.
    await expect(summary.getByRole('link')).toHaveText([
      `Acepta «${loanAgreement}» para continuar`,
      `Acepta «${creditCheck}» para continuar`,
    ]);
    for (const name of [loanAgreement, creditCheck]) {
      await expect(page.getByRole('checkbox', { name })).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(page).toHaveTitle(/^Error: /);
    await expectAccessible(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('checkbox', { name: loanAgreement })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(summary.getByRole('link')).toHaveText([`Acepta «${creditCheck}» para continuar`]);
    await summary.getByRole('link').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('checkbox', { name: creditCheck })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(summary).toBeHidden();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/checking$/);
  });

  test('a failed save keeps the ticks and offers to try again', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 503/);
    await openAtState(page, { state: ApplicationState.TFBANK_CONSENTS, data: completeApplication });
    await page.route(`${API_ORIGIN}${OfferStagePaths.offerDynamicPolicy}`, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await page
      .getByRole('checkbox', { name: 'Información normalizada europea de TF Bank' })
      .check();
    await page.getByRole('checkbox', { name: 'Estudio de solvencia de TF Bank' }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page.getByRole('alert')).toContainText(
      'No hemos podido guardar tus consentimientos',
    );
    await expect(
      page.getByRole('checkbox', { name: 'Estudio de solvencia de TF Bank' }),
    ).toBeChecked();
    await expectAccessible(page);
    await page.unroute(`${API_ORIGIN}${OfferStagePaths.offerDynamicPolicy}`);
    await page.getByRole('button', { name: 'Volver a intentarlo' }).click();
    await expect(page).toHaveURL(/\/checking$/);
  });

  test('consents given in another tab: this one follows the lead where it went', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 409/);
    const lead = await openAtStateLookedAt(page, {
      state: ApplicationState.DYNAMIC_CONSENTS,
      data: completeApplication,
    });
    const policies = { partnerDataSharing: true };
    const other = await page.request.post(`${API_ORIGIN}${OfferStagePaths.offerDynamicPolicy}`, {
      // The other tab is this applicant's: it holds the lead's write secret.
      headers: { [WRITE_SECRET_HEADER]: lead.writeSecret ?? '' },
      data: { id: lead.id, scope: 'dynamic', policies },
    });
    expect(other.status()).toBe(200);

    await page
      .getByRole('checkbox', { name: 'Cesión de mi solicitud a la entidad colaboradora' })
      .check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/(checking|thank-you)$/);
  });
});

test.describe("a returning customer's consents, from a mail link", () => {
  test('open in a fresh browser, change by keyboard, save, and find them saved from a later mail', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 401/);
    const id = await seedLead(page, {
      contactDetails: {
        email: 'ana@example.com',
        marketingConsents: { email: true, phone: false },
      },
    });
    const mail = await marketingMail(page, id);
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto(mail.consents);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tus consentimientos' }),
    ).toBeVisible();
    // The token left the address bar as the app started; the calls carry it in a header.
    expect(new URL(page.url()).search).toBe('');
    const token = new URL(mail.consents).searchParams.get('token') ?? '';
    await expect(page.getByRole('checkbox', { name: 'Por correo electrónico' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Por correo postal' })).not.toBeChecked();
    await expectAccessible(page);

    await page.getByRole('checkbox', { name: 'Por correo postal' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Guardar mis preferencias' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Hemos guardado tus preferencias')).toBeVisible();
    await expectAccessible(page);
    const calls = requests.filter(
      (request) => request.url().includes('/customer/') && request.method() !== 'OPTIONS',
    );
    expect(calls.map((request) => request.method())).toEqual(['GET', 'PUT']);
    for (const call of calls) {
      expect(call.headers()['mail-link-token']).toBe(token);
      expect(call.url()).not.toContain(token);
    }
    for (const request of requests.slice(1)) {
      expect(request.headers().referer ?? '').not.toContain(token);
    }

    // The change used the link up: opened again, it says so and shows nothing of the consents.
    await page.goto(mail.consents);
    await expect(page.getByRole('heading', { level: 1, name: LINK_USED })).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expectAccessible(page);
    // The next mail's link shows them as saved.
    await page.goto((await marketingMail(page, id)).consents);
    await expect(page.getByRole('checkbox', { name: 'Por correo postal' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Por correo electrónico' })).toBeChecked();
  });

  // Walkers on pozyczka-plus-pl and default-es at 320 px: the token leaves the address bar as the
  // page opens and is kept nowhere, so a reload, before a save and after one, said the link had
  // expired or was used, though it was unused and valid for 30 days.
  for (const brand of [
    {
      id: 'default-es',
      title: 'Tus consentimientos',
      post: 'Por correo postal',
      save: 'Guardar mis preferencias',
      saved: 'Hemos guardado tus preferencias',
      reloaded: 'Vuelve a abrir el enlace de tu correo',
      keepsNoLink: /esta página no conserva el enlace de tu correo al volver a cargarla/,
      ifSaved: /Si ya las has guardado, se mantienen/,
      linkUsed: LINK_USED,
    },
    {
      id: 'pozyczka-plus-pl',
      title: 'Twoje zgody',
      post: 'Pocztą tradycyjną',
      save: 'Zapisz moje wybory',
      saved: 'Twoje wybory zostały zapisane',
      reloaded: 'Otwórz ponownie link z wiadomości e-mail',
      keepsNoLink: /ta strona nie zachowuje linku z wiadomości e-mail po ponownym załadowaniu/,
      ifSaved: /Jeśli zostały zapisane, pozostają bez zmian/,
      linkUsed: 'Ten link wygasł lub został już użyty',
    },
  ]) {
    test(`${brand.id} at 320 px: a reload, before a save and after it, says the page keeps no link and to open the mail's again`, async ({
      page,
      allowConsoleError,
    }) => {
      allowConsoleError(/status of 401/);
      await page.setViewportSize({ width: 320, height: 640 });
      const id = await seedLead(page, {
        contactDetails: { email: 'ana@example.com', marketingConsents: { email: true } },
      });
      const link = `${(await marketingMail(page, id)).consents}&brand=${brand.id}`;
      const reloadedPage = async () => {
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: brand.reloaded })).toBeVisible();
        await expect(page.getByText(brand.keepsNoLink)).toBeVisible();
        await expect(page.getByText(brand.ifSaved)).toBeVisible();
        await expect(page.getByText(brand.linkUsed)).toHaveCount(0);
        await expect(page.getByRole('checkbox')).toHaveCount(0);
        await expectAccessible(page);
      };
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: brand.title })).toBeVisible();
      await reloadedPage();

      // The mail's link opened again shows the consents: it was neither expired nor used.
      await page.goto(link);
      await page.getByRole('checkbox', { name: brand.post }).check();
      await page.getByRole('button', { name: brand.save }).click();
      await expect(page.getByText(brand.saved)).toBeVisible();
      await reloadedPage();
      // Now the save has used the mail's link up, as the page says; the next mail's shows them.
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: brand.linkUsed })).toBeVisible();
      await page.goto(`${(await marketingMail(page, id)).consents}&brand=${brand.id}`);
      await expect(page.getByRole('checkbox', { name: brand.post })).toBeChecked();
    });
  }

  test('the address without the mail’s token opens nothing: the page says to use the latest mail', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 401/);
    const id = await seedLead(page, {
      contactDetails: { email: 'ana@example.com', marketingConsents: { email: true } },
    });
    await page.goto(`./${id}/consents`);
    await expect(page.getByRole('heading', { level: 1, name: LINK_USED })).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByText('ana@example.com')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a link the sandbox does not know gets a clear page', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 404/);
    await page.goto('./3f1c8a52-6a55-4a8e-9d0e-2b7c1d1e0f00/consents');
    await expect(
      page.getByRole('heading', { level: 1, name: 'No encontramos tus datos' }),
    ).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('unsubscribe from a mail link', () => {
  test('the address and the token leave the address bar; only the button unsubscribes; nothing else carries them', async ({
    page,
  }) => {
    const id = await seedLead(page, {
      contactDetails: { email: 'ana.garcia+news@example.com', marketingConsents: { email: true } },
    });
    const link = `${(await marketingMail(page, id)).unsubscribe}&utm_source=mail`;
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto(link);

    await expect(page.getByRole('heading', { level: 1, name: 'Darse de baja' })).toBeVisible();
    await expect(
      page.getByText('Dejaremos de enviar correos comerciales a a•••@example.com.'),
    ).toBeVisible();
    expect(new URL(page.url()).search).toBe('?utm_source=mail');
    await expectAccessible(page);
    // A visit is not a request to unsubscribe: mail scanners open links.
    expect(requests.filter((request) => request.url().includes('/customer/email/'))).toEqual([]);

    await page.getByRole('button', { name: 'Darme de baja' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Te has dado de baja')).toBeVisible();
    await expectAccessible(page);

    const unsubscribe = requests.filter((request) => request.url().includes('/customer/email/'));
    expect(unsubscribe.map((request) => [request.method(), request.url()])).toEqual([
      ['POST', `${API_ORIGIN}/customer/email/unsubscribe?email=ana.garcia%2Bnews%40example.com`],
    ]);
    expect(unsubscribe[0]?.headers()['mail-link-token']).toBe(token);
    // The requests the app makes once it runs (the API, the page's texts and chunk) never carry
    // it, in their address or as a referrer. (The HTML's own preloads start before any script
    // and go to the app's own server, which logs no address.)
    const appRequests = requests.filter(
      (request) =>
        request.url().startsWith(API_ORIGIN) ||
        request.url().includes('/consents.json') ||
        /\/offer-consents-[^/]*\.js$/.test(request.url()),
    );
    expect(appRequests.length).toBeGreaterThan(2);
    for (const request of appRequests) {
      expect(request.headers().referer ?? '').not.toContain('email');
      expect(request.headers().referer ?? '').not.toContain(token);
      expect(request.url()).not.toContain(token);
      if (!unsubscribe.includes(request)) expect(request.url()).not.toContain('garcia');
    }
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...window.sessionStorage, ...window.localStorage }),
    );
    expect(stored).not.toContain('garcia');
    expect(stored).not.toContain(token);
  });

  test('a link without a token (an old mail, a hand-made address) says to use the latest mail, with no button', async ({
    page,
  }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto('./unsubscribe?email=ana%40example.com');
    await expect(page.getByText(LINK_USED)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Darme de baja' })).toHaveCount(0);
    expect(requests.filter((request) => request.url().includes('/customer/email/'))).toEqual([]);
    await expectAccessible(page);
  });

  test('a link without an address gets a clear page and no button', async ({ page }) => {
    await page.goto('./unsubscribe');
    await expect(
      page.getByText('Este enlace no incluye ninguna dirección de correo'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Darme de baja' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
