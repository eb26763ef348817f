import { randomUUID } from 'node:crypto';
import { expect, expectAccessible } from './fixtures';
import { test } from './shared-page';
import { ApplicationState, openHolding } from './seeded-lead';

/** The checking page against the sandbox (default-es, Spanish), when its lead is gone. */

// Walked on default-es: the lead API answered the status read 404 `lead_not_found` (410 for a
// lead past its retention), and the page said "No podemos comprobar tu solicitud en este
// momento … Lo seguimos intentando" for ever, with "Comprobar ahora".
test('a lead the lead API does not know (404) ends the wait: the application is not found, with the way to start again', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 404/);
  // This browser holds a lead at checking that the sandbox never had.
  await openHolding(page, {
    id: randomUUID(),
    applicationState: ApplicationState.CHECKING,
    leadStatus: 1,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos tu solicitud');
  await expect(page).toHaveTitle(/^No encontramos tu solicitud/);
  await expect(page.getByText(/Lo seguimos intentando/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Comprobar ahora' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Empezar una nueva solicitud' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/¿Cuánto dinero necesitas\?/);
});
