import {
  ApplicationState,
  LeadAnswerSchema,
  LeadUrlAnswerSchema,
  leadUrlPath,
  RESUME_TOKEN_HEADER,
  WRITE_SECRET_HEADER,
} from '@lf/contract';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { chooseRadio, fillApplication, spanishApplicant as ana } from './application-flow';
import {
  API_ORIGIN,
  expect,
  expectAccessible,
  freshBrowser,
  isLeadCreate,
  isLeadSaveUrl,
} from './fixtures';
import {
  COLOMBIAN,
  continuedInAnotherBrowser,
  freshLinkByEmail,
  POLISH,
  ROMANIAN,
} from './fresh-link';
import { heldLead } from './held-lead';
import { storeLead } from './seeded-lead';
import { test } from './shared-page';
import {
  addressOf,
  answerPage,
  answersFor,
  expectAnswer,
  romanianV3Applicant,
  shownPage,
  type V3Applicant,
} from './v3-applicants';

/** The lead's create request: its answer carries the lead's id. */
const isLeadSave = (request: Request) => isLeadSaveUrl(request.url());

async function leadIdOf(created: Promise<Request>): Promise<string> {
  const response = await (await created).response();
  return LeadAnswerSchema.parse(await response?.json()).id;
}

async function closeClean(context: BrowserContext, errors: readonly string[]) {
  expect(errors, 'console errors in the returning browser').toEqual([]);
  await context.close();
}

const field = (page: Page, path: string) => page.locator(`#${path.replace(/\./g, '-')}`);
const back = (page: Page) => page.getByRole('link', { name: 'Atrás' }).click();

/** Every answer of the classic pages before the reference step, each page opened by `open`. */
async function expectClassicAnswers(shown: Page, open: (path: string) => Promise<unknown>) {
  await open('other-information');
  await expect(shown).toHaveURL(/\/other-information$/);
  await expect(field(shown, 'otherDetails.loanPurpose')).toHaveValue('car');
  await expect(field(shown, 'otherDetails.maritalStatus')).toHaveValue('single');
  await expect(field(shown, 'otherDetails.housingTenure')).toHaveValue('rent');
  await expect(field(shown, 'otherDetails.numberOfDependants')).toHaveValue('0');
  await expect(field(shown, 'expenses.monthlyExpenses')).toHaveValue(ana.monthlyExpenses);

  await open('income-details');
  await expect(shown).toHaveURL(/\/income-details$/);
  await expect(field(shown, 'incomeDetails.incomeSource')).toHaveValue('employed');
  await expect(field(shown, 'incomeDetails.monthlyIncome')).toHaveValue(ana.monthlyIncome);

  await open('contact-details');
  await expect(shown).toHaveURL(/\/contact-details$/);
  await expect(field(shown, 'contactDetails.email')).toHaveValue(ana.email);
  await expect(field(shown, 'contactDetails.phoneNumber')).toHaveValue('612345678');
  await expect(field(shown, 'contactDetails.postalCode')).toHaveValue(ana.postalCode);
  await expect(field(shown, 'contactDetails.city')).toHaveValue(ana.city);
  await expect(field(shown, 'contactDetails.province')).toHaveValue(ana.province);
  await expect(field(shown, 'contactDetails.street')).toHaveValue(ana.street);
  await expect(field(shown, 'contactDetails.houseNumber')).toHaveValue(ana.houseNumber);

  await open('personal-details');
  await expect(shown).toHaveURL(/\/personal-details$/);
  await expect(field(shown, 'personalDetails.firstName')).toHaveValue(ana.firstName);
  await expect(field(shown, 'personalDetails.lastName')).toHaveValue(ana.lastName);
  await expect(field(shown, 'personalDetails.dateOfBirth')).toHaveValue('17');
  await expect(field(shown, 'personalDetails.dateOfBirth-month')).toHaveValue(/^0?5$/);
  await expect(field(shown, 'personalDetails.dateOfBirth-year')).toHaveValue('1990');
  await expect(field(shown, 'personalDetails.personalCode')).toHaveValue(ana.personalCode);
  await expect(shown.locator('input[name="personalDetails-gender"][value="female"]')).toBeChecked();
}

/** A classic applicant's first five pages, typed; the lead stands at the reference step. */
async function classicLeadWithAnswers(page: Page): Promise<string> {
  const created = page.waitForRequest(isLeadCreate);
  await page.goto('./');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await fillApplication(page, ana);
  return leadIdOf(created);
}

test.describe("a returning customer's link", () => {
  test('classic brand: the answers of every page come back in another browser, through the /v2 link', async ({
    page,
    browser,
    baseURL,
  }) => {
    const id = await classicLeadWithAnswers(page);
    const returning = await freshBrowser(browser, baseURL);
    await returning.page.goto(`./continue/${id}?refName=mail`);
    const link = await freshLinkByEmail(returning.page, id);
    const linkCall = returning.page.waitForRequest((request) =>
      request.url().startsWith(`${API_ORIGIN}/v2/lead/url/${id}/continue`),
    );
    await returning.page.goto(`${link}&refName=mail`);
    // The link's token goes in a header, never in the call's address.
    expect((await linkCall).url()).toBe(`${API_ORIGIN}/v2/lead/url/${id}/continue?refName=mail`);
    const shown = returning.page;
    // The lead stood at the reference step: it opens there, and every earlier page shows its answers.
    await expect(shown).toHaveURL(/\/reference-information$/);
    await expectAccessible(shown);
    await expectClassicAnswers(shown, (path) => shown.goto(`./${path}`));
    await expectAccessible(shown);
    await closeClean(
      returning.context,
      returning.errors.filter((error) => !/status of 401/.test(error)),
    );
  });

  // Issue 36: the id alone opened every answer, and the other browser's first save started a
  // second lead. Now the link shows nothing of the lead until a fresh link is sent to the
  // applicant; that link opens the same lead, which both browsers then write.
  test('in another browser the link shows nothing of the lead; a fresh link sent to the applicant opens the same lead, which both browsers then write', async ({
    page,
    browser,
    baseURL,
  }) => {
    const id = await classicLeadWithAnswers(page);
    const returning = await freshBrowser(browser, baseURL);
    const shown = returning.page;
    await shown.goto(`./continue/${id}`);
    await expect(
      shown.getByRole('heading', { level: 1, name: 'Continúa tu solicitud' }),
    ).toBeVisible();
    for (const value of [ana.firstName, ana.lastName, ana.email, ana.street, ana.personalCode]) {
      await expect(shown.locator('body')).not.toContainText(value);
    }
    await expectAccessible(shown);
    // The header and footer are invisible on this page (spec section 2): Tab never lands on
    // their links, which a keyboard user could not see.
    const stops: string[] = [];
    for (let press = 0; press < 12; press += 1) {
      await shown.keyboard.press('Tab');
      stops.push(
        await shown.evaluate(() => {
          const focused = document.activeElement;
          return focused?.closest('header, footer') ? `unseen ${focused.outerHTML}` : 'seen';
        }),
      );
    }
    expect(stops.filter((stop) => stop !== 'seen')).toEqual([]);

    const link = await freshLinkByEmail(shown, id);
    const creates: string[] = [];
    shown.on('request', (request) => {
      if (isLeadCreate(request)) creates.push(request.url());
    });
    await shown.goto(link);
    await expect(shown).toHaveURL(/\/reference-information$/);
    await chooseRadio(shown, 'referenceDetails.type', 'family');
    await field(shown, 'referenceDetails.name').fill(ana.referenceName);
    await field(shown, 'referenceDetails.phoneNumber').fill(ana.referencePhone);
    const saved = shown.waitForResponse(
      (response) => isLeadSave(response.request()) && response.request().method() === 'PUT',
    );
    await shown.locator('button[type="submit"]:visible').click();
    expect((await saved).status()).toBe(200);
    await expect(shown).toHaveURL(/\/checking$/);
    expect(creates, 'no second lead').toEqual([]);

    // The first browser still reads (and writes) the lead with its own secret: the answers the
    // second one gave are there.
    const first = await heldLead(page);
    const lead = LeadUrlAnswerSchema.parse(
      await (
        await page.request.get(`${API_ORIGIN}${leadUrlPath(id, 'continue')}`, {
          headers: { [WRITE_SECRET_HEADER]: first.writeSecret },
        })
      ).json(),
    );
    expect(lead.data.referenceDetails?.name).toBe(ana.referenceName);

    // The link sent works once: opened again elsewhere, it says it no longer works, not that no
    // link opens answers by itself, and offers a fresh one.
    const third = await freshBrowser(browser, baseURL);
    await third.page.goto(link);
    await expect(
      third.page.getByRole('heading', { level: 1, name: 'Este enlace ya no es válido' }),
    ).toBeVisible();
    await expect(
      third.page.getByRole('button', { name: 'Enviarme un enlace nuevo' }),
    ).toBeVisible();
    await expect(third.page.locator('body')).not.toContainText(ana.referenceName);
    // Each browser logs the link's refused read; nothing else may go wrong.
    await closeClean(
      third.context,
      third.errors.filter((error) => !/status of 401/.test(error)),
    );
    await closeClean(
      returning.context,
      returning.errors.filter((error) => !/status of 401/.test(error)),
    );
  });

  test('a phone whose application the computer finished goes to its answer when reloaded, not the page it had left (walker H4)', async ({
    page,
    browser,
    baseURL,
  }) => {
    const id = await classicLeadWithAnswers(page);
    const computer = await continuedInAnotherBrowser(browser, baseURL, id);
    await expect(computer.page).toHaveURL(/\/reference-information$/);
    await chooseRadio(computer.page, 'referenceDetails.type', 'family');
    await field(computer.page, 'referenceDetails.name').fill(ana.referenceName);
    await field(computer.page, 'referenceDetails.phoneNumber').fill(ana.referencePhone);
    await computer.page.getByRole('button', { name: 'Continuar' }).click();
    await expect(computer.page).toHaveURL(/\/(checking|thank-you)$/);
    // The phone, still on the reference page, is reloaded: it goes where the lead stands, checking
    // or, once the sandbox has decided (Ana's address carries no tag), its answer (fresh-clone run
    // 38, on a loaded machine: already decided).
    await page.reload();
    await expect(page).toHaveURL(/\/(checking|thank-you)$/);
    await closeClean(
      computer.context,
      computer.errors.filter((error) => !/status of 401/.test(error)),
    );
  });

  test('a tab opened after the applying one was closed offers that application, and its link opens it where it stands: no second lead', async ({
    browser,
    baseURL,
  }) => {
    const applying = await freshBrowser(browser, baseURL);
    const id = await classicLeadWithAnswers(applying.page);
    await applying.page.close();

    const reopened = await applying.context.newPage();
    const creates: string[] = [];
    reopened.on('request', (request) => {
      if (isLeadCreate(request)) creates.push(request.url());
    });
    // On a phone (walker E3: the notice pushed Continue off its first screen).
    await reopened.setViewportSize({ width: 375, height: 667 });
    await reopened.goto('./');
    const offered = reopened.getByRole('region', { name: 'Tienes una solicitud en curso' });
    await expect(offered).toBeVisible();
    await expect(
      reopened.getByRole('heading', { level: 1, name: '¿Cuánto dinero necesitas?' }),
    ).toBeVisible();
    const continueBox = await reopened.locator('form button[type=submit]').boundingBox();
    expect(
      continueBox && continueBox.y + continueBox.height,
      'Continue on the first screen',
    ).toBeLessThanOrEqual(667);
    await expectAccessible(reopened);
    // A reload keeps the offer: the tab remembers it, not only the device's copy.
    await reopened.reload();
    await offered.getByRole('link', { name: 'Seguir con mi solicitud' }).click();
    const link = await freshLinkByEmail(reopened, id);
    await expect(offered).toBeHidden();
    await reopened.goto(link);
    await expect(reopened).toHaveURL(/\/reference-information$/);
    await expect(field(reopened, 'referenceDetails.name')).toBeVisible();
    // The same e-mail's link opened again, in a new tab: its token is spent, but this browser
    // holds the lead (the other tab hands it over), so it opens, not 'no longer valid' (walker H4).
    const again = await applying.context.newPage();
    // The other tab's answer comes after the link was read with its spent token alone, as on a
    // slow phone: the hand-over's read of the lead (the secret without a token) is held back.
    await again.route(`${API_ORIGIN}${leadUrlPath(id, 'continue')}*`, async (route) => {
      const headers = route.request().headers();
      if (headers[WRITE_SECRET_HEADER] && !headers[RESUME_TOKEN_HEADER])
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await again.goto(link);
    await expect(again).toHaveURL(/\/reference-information$/);
    await expect(field(again, 'referenceDetails.name')).toBeVisible();
    await again.close();
    expect(creates, 'no second lead').toEqual([]);
    await closeClean(
      applying.context,
      applying.errors.filter((error) => !/status of 401/.test(error)),
    );
  });

  // Walker w9: a second tab joined the application (the first handed it its lead), then the
  // browser was closed: opened again, it offered no application in progress, its kept copy
  // holding the e-mail and phone as typed only, never saved.
  test('after a second tab joined the application, a browser opened again still offers it', async ({
    browser,
    baseURL,
  }) => {
    const applying = await freshBrowser(browser, baseURL);
    const id = await classicLeadWithAnswers(applying.page);
    const second = await applying.context.newPage();
    await second.goto('./');
    // Once idle, it is handed the lead (fresh-clone run 44 pressed Continue before that, on a
    // loaded machine); then its Continue goes where the lead stands.
    await heldLead(second, (lead) => lead.id === id);
    await second.getByRole('button', { name: 'Continuar' }).click();
    await expect(second).toHaveURL(/\/reference-information$/);
    await second.close();
    await applying.page.close();

    const reopened = await applying.context.newPage();
    await reopened.goto('./');
    await expect(
      reopened.getByRole('region', { name: 'Tienes una solicitud en curso' }),
    ).toBeVisible();
    await closeClean(applying.context, applying.errors);
  });

  // In a flow the server orders, Back follows the pages visited; after a returning link, the
  // pages reached with Back come before the one the link landed on, and Back goes on through them.
  test('classic brand: after a returning link, Back walks through every earlier page', async ({
    page,
    browser,
    baseURL,
  }) => {
    const id = await classicLeadWithAnswers(page);
    const returning = await continuedInAnotherBrowser(browser, baseURL, id);
    await expect(returning.page).toHaveURL(/\/reference-information$/);
    await expectClassicAnswers(returning.page, () => back(returning.page));
    await closeClean(
      returning.context,
      returning.errors.filter((error) => !/status of 401/.test(error)),
    );
  });

  test('v3 brand (lei-rapid-ro): in another browser it resumes at the first unanswered page, every earlier page answered, through the /v3 link', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const applicant: V3Applicant = romanianV3Applicant();
    const created = page.waitForRequest(isLeadCreate);
    await page.goto(`./?brand=${applicant.brand}`);
    // Up to the address, whose post-code look-up races a quick fill of the city.
    const resumeAt = 'address-information';
    const answered = applicant.pages.slice(0, applicant.pages.indexOf(resumeAt));
    for (const next of [...answered.slice(1), resumeAt]) {
      await answerPage(page, applicant, 'quickly');
      await page.locator('form.lf-step button[type="submit"]:visible').click();
      await expect(page).toHaveURL(addressOf(applicant, next));
    }
    const id = await leadIdOf(created);

    const returning = await freshBrowser(browser, baseURL);
    const shown = returning.page;
    await shown.goto(`./continue/${id}?brand=${applicant.brand}`);
    const link = await freshLinkByEmail(shown, id, ROMANIAN);
    const linkCall = shown.waitForRequest((request) => request.url().includes('/lead/url/'));
    const lackingAsked = shown.waitForResponse((response) =>
      response.url().endsWith('/v3/test/datapoints'),
    );
    await shown.goto(`${link}&brand=${applicant.brand}&refTransactionId=tx-7`);
    expect((await linkCall).url()).toBe(
      `${API_ORIGIN}/v3/lead/url/${id}/continue?refTransactionId=tx-7`,
    );
    // The server is asked what the lead lacks with the secret the link's token gave this browser.
    expect((await lackingAsked).status()).toBe(200);
    await expect(shown).toHaveURL(addressOf(applicant, resumeAt));
    await expectAccessible(shown);
    for (const path of answered) {
      await shown.goto(path === answered[0] ? './' : `./${path}`);
      await expect(shown).toHaveURL(addressOf(applicant, path));
      expect(shownPage(applicant, shown)).toBe(path);
      for (const answer of answersFor(applicant, shown)) {
        await expectAnswer(shown, answer, 'saved');
      }
    }
    await closeClean(
      returning.context,
      returning.errors.filter((error) => !/status of 401/.test(error)),
    );
  });

  test('while the lead is restored, the header and footer are invisible and the loader neutral', async ({
    page,
  }) => {
    const created = page.waitForRequest(isLeadCreate);
    await page.goto('./');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await field(page, 'personalDetails.firstName').fill(ana.firstName);
    const id = await leadIdOf(created);

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/lead/url/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`./continue/${id}`);
    await expect(page.locator('.lf-loader__ring--neutral')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCSS('opacity', '0');
    await expect(page.getByRole('contentinfo')).toHaveCSS('opacity', '0');
    release();
    await expect(page).toHaveURL(/\/personal-details$/);
    await expect(page.getByRole('banner')).toHaveCSS('opacity', '1');
  });

  // Walkers with a screen reader on pozyczka-plus-pl and credito-agil-co: the link's loader was
  // the visit's first page, so the page it gave way to left the focus on <body>, and nothing
  // said where they were; every other page a move shows takes it on its h1.
  for (const brand of [
    {
      id: 'pozyczka-plus-pl',
      amount: 2000,
      texts: POLISH,
      unknown: 'Nie możemy znaleźć tego wniosku',
      step: 'Dane osobowe',
    },
    {
      id: 'credito-agil-co',
      amount: 500000,
      texts: COLOMBIAN,
      unknown: 'No encontramos esta solicitud',
      step: 'Datos personales',
    },
  ]) {
    test(`${brand.id}: what the link shows after its loader takes the focus on its h1, the step it leads to too`, async ({
      page,
      allowConsoleError,
    }) => {
      allowConsoleError(/status of (401|404)|Failed to continue lead/);
      await page.goto(`./continue/0d4e1a5b-9c8f-4e3d-8b2a-7f6e5d4c3b2a?brand=${brand.id}`);
      await expect(page.getByRole('heading', { level: 1, name: brand.unknown })).toBeFocused();

      const lead = await storeLead(
        page,
        ApplicationState.PERSONAL_DETAILS,
        { amount: brand.amount, period: 61, contactDetails: { email: 'ana@example.com' } },
        brand.id,
      );
      await page.goto(`./continue/${lead.id}?brand=${brand.id}`);
      await expect(page.getByRole('heading', { level: 1, name: brand.texts.title })).toBeFocused();
      await page.goto(await freshLinkByEmail(page, lead.id, brand.texts));
      await expect(page).toHaveURL(/\/personal-details$/);
      await expect(page.getByRole('heading', { level: 1, name: brand.step })).toBeFocused();
      await expectAccessible(page);
    });
  }

  test('an unknown link says so, with a way to start again', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 404|Failed to continue lead/);
    await page.goto('./continue/0d4e1a5b-9c8f-4e3d-8b2a-7f6e5d4c3b2a');
    await expect(
      page.getByRole('heading', { level: 1, name: 'No encontramos esta solicitud' }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Empezar una nueva solicitud' }).click();
    await expect(page).toHaveURL(/\/application-frontend\/(loan-information)?$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /¿Cuánto dinero necesitas\?/ }),
    ).toBeVisible();
  });

  test('an expired link says so, with a way to start again', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 410|Failed to continue lead/);
    const created = page.waitForRequest(isLeadCreate);
    await page.goto('./');
    await page.getByRole('button', { name: 'Continuar' }).click();
    const id = await leadIdOf(created);
    // A lead cannot be made 24 hours old within a test: the sandbox's own 410 for it (tested in
    // apps/sandbox-api/test/lead-url-api.test.ts) is played here, word for word.
    await page.route(`**/lead/url/${id}/continue**`, (route) =>
      route.fulfill({
        status: 410,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'lead_expired', message: 'This lead has expired.', field: 'id' },
        }),
      }),
    );
    await page.goto(`./continue/${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Este enlace ha caducado' }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Empezar una nueva solicitud' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: /¿Cuánto dinero necesitas\?/ }),
    ).toBeVisible();
  });
});
