import type { Locator, Page } from '@playwright/test';
import { isLeadSaveUrl } from './fixtures';

/**
 * Holds every lead update (PUT) the page sends until the test releases them: `sent` lists their
 * bodies in the order they left, so a test can wait for the save it holds and count them.
 */
export async function holdLeadUpdates(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const sent: string[] = [];
  await page.route(
    (url) => isLeadSaveUrl(url.href),
    async (route) => {
      if (route.request().method() === 'PUT') {
        sent.push(route.request().postData() ?? '');
        await held;
      }
      await route.continue();
    },
  );
  return { sent, release };
}

/**
 * Types into a field as a person does, with a pointer's click into it: the field is brought into
 * view first, since a click outside the window would miss it whether the field took it or not.
 */
export async function clickAndType(page: Page, field: Locator, text: string) {
  await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await field.boundingBox();
  if (!box) throw new Error('The field is not drawn');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.type(text);
}
