import type { FileChooser, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, freshBrowser } from './fixtures';
import { test } from './shared-page';
import {
  ApplicationState,
  openAtState,
  seededContactDetails,
  seededPersonalDetails,
} from './seeded-lead';
import { JPEG_FILE, OVERSIZE_FILE, STAND_IN_PAGE } from './state-completers/partner-states';

const data = { personalDetails: seededPersonalDetails, contactDetails: seededContactDetails };
const notConnected = (page: Page) =>
  page.getByRole('heading', { level: 2, name: 'Tu cuenta bancaria aún no está conectada' });

/** Tabs forward until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  for (let step = 0; step < 30; step += 1) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Could not reach the control with Tab');
}

test.describe("partners' pages", () => {
  test('by keyboard: to the partner, back without finishing, then on without the bank link', async ({
    page,
  }) => {
    await openAtState(page, { state: ApplicationState.INSTANTOR, data });
    await expect(page.getByText(/solo tendrá acceso de lectura/)).toBeVisible();
    await expectAccessible(page);
    await tabTo(page, page.getByRole('button', { name: 'Continuar en Instantor' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(STAND_IN_PAGE);
    await tabTo(page, page.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Enter');

    // Back through the returning link: the page says the link was not finished.
    await expect(page).toHaveURL(/\/instantor\?partner=cancelled$/);
    await expect(notConnected(page)).toBeVisible();
    await expectAccessible(page);
    await tabTo(
      page,
      page.getByRole('button', { name: 'Continuar sin conectar mi cuenta bancaria' }),
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checking$/);
  });

  test('back without finishing, the applicant may go to the partner again and finish', async ({
    page,
  }) => {
    await openAtState(page, { state: ApplicationState.WENANCE_TINK, data });
    await page.getByRole('button', { name: 'Continuar en Tink' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(notConnected(page)).toBeVisible();
    await page.getByRole('button', { name: 'Volver a Tink' }).click();
    await expect(page).toHaveURL(STAND_IN_PAGE);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/checking$/);
  });

  test('a partner page is used once: opened again it says it is over, and a replayed Approve is refused', async ({
    page,
  }) => {
    await openAtState(page, { state: ApplicationState.INSTANTOR, data });
    await page.getByRole('button', { name: 'Continuar en Instantor' }).click();
    await expect(page).toHaveURL(STAND_IN_PAGE);
    const standIn = page.url();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/checking$/);

    await page.goto(standIn);
    await expect(page.getByText('You have finished here.')).toBeVisible();
    await expect(page.getByRole('button')).toHaveCount(0);
    const replayed = await page.request.post(`${standIn}/approve`);
    expect(replayed.status()).toBe(409);
    expect(await replayed.json()).toMatchObject({ error: { code: 'partner_link_ended' } });
    expect(replayed.headers().location).toBeUndefined();
  });

  test('the way back works in a browser that holds nothing: the returning link restores the lead', async ({
    page,
    browser,
    baseURL,
  }) => {
    await openAtState(page, { state: ApplicationState.MONEYMAN_PAYLANDS, data });
    await page.getByRole('button', { name: 'Continuar en Paylands' }).click();
    await expect(page).toHaveURL(STAND_IN_PAGE);
    const standIn = page.url();

    const { context, page: other, errors } = await freshBrowser(browser, baseURL);
    await other.goto(standIn);
    await expect(other.getByRole('heading', { level: 1, name: 'Paylands' })).toBeVisible();
    await other.getByRole('button', { name: 'Approve' }).click();
    await expect(other).toHaveURL(/\/checking$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a partner page that does not open says so, and the same button tries again', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource|Failed to open the partner's page/);
    await openAtState(page, { state: ApplicationState.INSTANTOR, data });
    await page.route('**/redirect?purpose=instantor', (route) => route.abort('failed'));
    await page.getByRole('button', { name: 'Continuar en Instantor' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'No hemos podido abrir la página de Instantor',
    );
    await expectAccessible(page);
    await page.unroute('**/redirect?purpose=instantor');
    await page.getByRole('button', { name: 'Continuar en Instantor' }).click();
    await expect(page).toHaveURL(STAND_IN_PAGE);
  });

  test('an address that claims the partner finished is not believed: the server decides', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 422|Failed to continue the lead/);
    const lead = await openAtState(page, { state: ApplicationState.INSTANTOR, data });
    await page.goto(`./continue/${lead.id}?partner=finished`);
    await expect(notConnected(page)).toBeVisible();
    await expect(page).toHaveURL(/\/instantor\?partner=finished$/);
  });
});

test.describe('identity document', () => {
  const chooseFile = (page: Page) => page.getByLabel('Elegir un archivo');

  test('by keyboard: an identity card, both sides through the file chooser, then continue', async ({
    page,
  }) => {
    // Listened for from the start: Playwright turns the browser's file-chooser interception on
    // without waiting, so a listener added just before the key could miss the dialog (CI's run
    // at 9cc0a7c waited two minutes for a chooser that had opened before it listened).
    const choosers: FileChooser[] = [];
    page.on('filechooser', (chooser) => choosers.push(chooser));
    await openAtState(page, { state: ApplicationState.ID_UPLOAD, data });
    await expectAccessible(page);
    await tabTo(page, page.getByRole('radio', { name: 'DNI' }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Continuar', exact: true }));
    await page.keyboard.press('Enter');
    for (const [side, name] of [
      ['Parte delantera de tu DNI', 'delante.jpg'],
      ['Parte trasera de tu DNI', 'detras.jpg'],
    ] as const) {
      const input = page.getByRole('group', { name: side }).getByLabel('Elegir un archivo');
      await tabTo(page, input);
      const opened = choosers.length;
      await page.keyboard.press('Space');
      await expect.poll(() => choosers.length).toBe(opened + 1);
      await choosers[opened]?.setFiles({ ...JPEG_FILE, name });
      await expect(page.getByText(`Subido: ${name}`)).toBeVisible();
    }
    await expectAccessible(page);
    await tabTo(page, page.getByRole('button', { name: 'Continuar', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checking$/);
  });

  test('a reload after one side keeps the document and that side: only the other is sent', async ({
    page,
  }) => {
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/lead/idUpload')) uploads.push(request.url());
    });
    await openAtState(page, { state: ApplicationState.ID_UPLOAD, data });
    await page.getByRole('radio', { name: 'DNI' }).check();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page
      .getByRole('group', { name: 'Parte delantera de tu DNI' })
      .getByLabel('Elegir un archivo')
      .setInputFiles({ ...JPEG_FILE, name: 'delante.jpg' });
    await expect(page.getByText('Subido: delante.jpg')).toBeVisible();

    // A phone's camera app may close the browser's tab: the page comes back as it was.
    await page.reload();
    await expect(page.getByText('Subido: delante.jpg')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'DNI' })).toHaveCount(0);
    await page
      .getByRole('group', { name: 'Parte trasera de tu DNI' })
      .getByLabel('Elegir un archivo')
      .setInputFiles({ ...JPEG_FILE, name: 'detras.jpg' });
    await expect(page.getByText('Subido: detras.jpg')).toBeVisible();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect(page).toHaveURL(/\/checking$/);
    expect(uploads.map((url) => new URL(url).searchParams.get('side'))).toEqual(['front', 'back']);
    expect(new Set(uploads.map((url) => new URL(url).searchParams.get('documentId'))).size).toBe(1);
  });

  test('a file with a long name, on a phone: its name wraps, the page does not scroll sideways', async ({
    page,
  }) => {
    // Walker J: "Subido: 📄🚀aaa….pdf" made the page 2000 px wide at 375 px.
    await page.setViewportSize({ width: 375, height: 700 });
    await openAtState(page, { state: ApplicationState.ID_UPLOAD, data });
    await page.getByRole('radio', { name: 'Pasaporte' }).check();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    const name = `📄🚀${'a'.repeat(200)}.jpg`;
    await chooseFile(page).setInputFiles({ ...JPEG_FILE, name });
    await expect(page.getByText(`Subido: ${name}`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });

  test('a wrong type and an oversize file are refused before anything is sent', async ({
    page,
  }) => {
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/lead/idUpload')) uploads.push(request.url());
    });
    await openAtState(page, { state: ApplicationState.ID_UPLOAD, data });
    await page.getByRole('radio', { name: 'Pasaporte' }).check();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await chooseFile(page).setInputFiles({
      name: 'foto.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    });
    await expect(page.locator('#id-upload-front-error')).toContainText(
      'El archivo elegido debe ser JPG, PNG o PDF',
    );
    // Read out as it is refused (walker J: a screen reader heard nothing; the focus stays put).
    await expect(
      page.getByRole('status').filter({ hasText: 'El archivo elegido debe ser JPG, PNG o PDF' }),
    ).toHaveCount(1);
    await chooseFile(page).setInputFiles(OVERSIZE_FILE);
    await expect(page.locator('#id-upload-front-error')).toContainText(
      'El archivo elegido debe ocupar menos de 8 MB',
    );
    await expect(page).toHaveTitle(/^Error: /);
    await expectAccessible(page);
    // Continue without a file: the summary keeps the reason the file was refused, and links to
    // the field.
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Hay un problema' });
    await expect(summary).toBeFocused();
    await summary
      .getByRole('link', { name: 'El archivo elegido debe ocupar menos de 8 MB' })
      .click();
    await expect(chooseFile(page)).toBeFocused();
    expect(uploads).toEqual([]);
  });

  test('an upload shows its progress; one that fails is tried again with the same file', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource|Failed to upload the identity document/);
    await openAtState(page, { state: ApplicationState.ID_UPLOAD, data });
    await page.getByRole('radio', { name: 'Pasaporte' }).check();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let attempts = 0;
    await page.route('**/lead/idUpload?**', async (route) => {
      attempts += 1;
      if (attempts === 1) {
        await held;
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    await chooseFile(page).setInputFiles(JPEG_FILE);
    await expect(page.getByRole('progressbar')).toBeVisible();
    release();
    const alert = page.getByRole('alert').filter({ hasText: 'No se ha subido pasaporte.jpg' });
    await expect(alert).toBeVisible();
    await expectAccessible(page);
    await alert.getByRole('button', { name: 'Volver a intentarlo' }).click();
    await expect(page.getByText('Subido: pasaporte.jpg')).toBeVisible();
    expect(attempts).toBe(2);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect(page).toHaveURL(/\/checking$/);
  });

  test('"I cannot upload it now" goes on without the document', async ({ page }) => {
    await openAtState(page, { state: ApplicationState.ID_UPLOAD, data });
    await page.getByRole('button', { name: 'Continuar sin subir un documento' }).click();
    await expect(page).toHaveURL(/\/checking$/);
  });
});
