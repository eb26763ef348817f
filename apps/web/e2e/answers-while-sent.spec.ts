import { expect, expectAccessible } from './fixtures';
import { clickAndType, holdLeadUpdates } from './held-lead-updates';
import { test } from './shared-page';
import { ApplicationState, openAtState } from './seeded-lead';
import {
  applicationStateCompleters,
  completeApplication,
} from './state-completers/application-states';

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
  const shown = await firstName.inputValue();
  const { sent, release } = await holdLeadUpdates(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect.poll(() => sent.length).toBe(1);

  // A click into a field and typing change nothing; nor does Shift+Tab reach a field.
  await clickAndType(page, firstName, 'Changed');
  await expect(firstName).toHaveValue(shown);
  await page.getByRole('button', { name: 'Continuar' }).focus();
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('form input') ?? null)).toBe(
    null,
  );
  await expect(
    page.getByRole('status').filter({ hasText: 'Enviando tus respuestas…' }),
  ).toBeVisible();

  release();
  await expect(page).toHaveURL(/contact-details$/);
  await expectAccessible(page);
});

// Walking credisol-es: Back pressed while the last page's save was on its way opened the page
// before; its answer then took the applicant to the decision, and an answer changed there was
// lost. On the page that sends the application Back waits for the answer; on any other page it
// goes at once, and the answer leaves the applicant where they went (decision 0029, rule 2).
test('on the page that sends the application, Back waits until it is sent', async ({ page }) => {
  await openAtState(page, {
    state: ApplicationState.REFERENCE_INFORMATION,
    data: completeApplication,
  });
  const { sent, release } = await holdLeadUpdates(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect.poll(() => sent.length).toBe(1);
  const back = page.getByRole('link', { name: 'Atrás' });
  // Marked so (which Playwright's own click would wait out), and a press leaves the page as it is.
  await expect(back).toHaveAttribute('aria-disabled', 'true');
  await back.click({ force: true });
  await expect(page).toHaveURL(/reference-information$/);

  release();
  await expect(page).toHaveURL(/checking$/);
});

// The browser's own Back is not the page's link: pressed while the last page's save was on its
// way, it opened the page before, whose answers could be changed there and were lost when the
// save's answer took the applicant to the decision. While the application is sent, every page of
// the form takes no change and says it is sending, wherever the browser's history goes.
test('the browser’s Back while the application is sent: the page gone back to takes no change', async ({
  page,
}) => {
  const reference = applicationStateCompleters[ApplicationState.REFERENCE_INFORMATION];
  if (!reference) throw new Error('No reference page');
  await openAtState(page, { state: ApplicationState.OTHER_INFORMATION, data: reference.data });
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/reference-information$/);

  const { sent, release } = await holdLeadUpdates(page);
  await reference.complete(page);
  await expect.poll(() => sent.length).toBe(1);
  await page.goBack();
  await expect(page).toHaveURL(/other-information$/);

  const dependants = page.locator('#otherDetails-numberOfDependants');
  const before = await dependants.inputValue();
  await clickAndType(page, dependants, '7');
  await expect(dependants).toHaveValue(before);
  // (The page after it, drawn ahead hidden, says so too, unseen and unread.)
  await expect(
    page.getByRole('status').filter({ hasText: 'Enviando tus respuestas…' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continuar' })).toHaveAttribute(
    'aria-busy',
    'true',
  );

  release();
  await expect(page).toHaveURL(/checking$/);
  expect(sent).toHaveLength(1);
});
