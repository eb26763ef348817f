import { expect, expectAccessible, isLeadSaveUrl } from './fixtures';
import { test } from './shared-page';
import { ApplicationState, openAtState } from './seeded-lead';
import { completeApplication } from './state-completers/application-states';

// Walking credisol-es with a slow lead API: on the last page, an answer changed while its save
// was on its way was lost when the save's answer took the applicant on to the decision. While a
// page's answers are sent, they are what is sent: its fields take no change until the answer
// names the next page, and the page says it is sending once that takes a moment.
test('while a page’s answers are sent, its fields take no change, and the page says so', async ({
  page,
}) => {
  await openAtState(page, {
    state: ApplicationState.PERSONAL_DETAILS,
    data: { personalDetails: completeApplication.personalDetails },
  });
  const firstName = page.locator('#personalDetails-firstName');
  const sent = await firstName.inputValue();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked: string[] = [];
  await page.route(
    (url) => isLeadSaveUrl(url.href),
    async (route) => {
      if (route.request().method() === 'PUT') {
        asked.push(route.request().postData() ?? '');
        await held;
      }
      await route.continue();
    },
  );
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect.poll(() => asked.length).toBe(1);

  // A click into a field and typing change nothing; nor does Shift+Tab reach a field.
  const box = await firstName.boundingBox();
  if (!box) throw new Error('No first name field');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.type('Changed');
  await expect(firstName).toHaveValue(sent);
  await page.getByRole('button', { name: 'Continuar' }).focus();
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('form input') ?? null)).toBe(
    null,
  );
  await expect(page.getByText('Enviando tus respuestas…')).toBeVisible();

  release();
  await expect(page).toHaveURL(/contact-details$/);
  await expectAccessible(page);
});
