import { ApplicationState } from '@lf/contract';
import { completeApplication } from './application-states';
import type { StateCompleters } from './state-completer';

/** A password an applicant might choose: four words, over the ten characters asked for. */
export const CUSTOMER_PASSWORD = 'tortilla verde en Madrid';

/**
 * The partners' offers and the two results that follow them (default-es, Spanish). An offer
 * accepted goes to ACCEPTED; one declined goes back to checking, which (untagged) ends in
 * THANK_YOU (apps/sandbox-api README, "After checking").
 */
export const offerStateCompleters: StateCompleters = {
  [ApplicationState.IPFD_OFFER_CHOICE]: {
    data: completeApplication,
    heading: 'Elige tu oferta',
    async complete(page) {
      await page.getByRole('radio', { name: /a 6 meses/ }).check();
      await page.getByRole('button', { name: 'Aceptar este plan' }).click();
    },
    lands: /\/accepted$/,
  },
  [ApplicationState.COFIDIS_OFFER]: {
    data: completeApplication,
    heading: 'Oferta de Cofidis',
    complete: (page) => page.getByRole('button', { name: 'Aceptar la oferta' }).click(),
    lands: /\/accepted$/,
  },
  [ApplicationState.PROVIDENT_OFFER]: {
    data: completeApplication,
    heading: 'Oferta de Provident',
    async complete(page) {
      await page.getByLabel('Importe que quieres pedir').fill('300');
      await page.getByLabel('Número de meses').fill('2');
      await page.getByRole('button', { name: 'Aceptar la oferta' }).click();
    },
    lands: /\/accepted$/,
  },
  [ApplicationState.INSTABANK_OFFER]: {
    data: completeApplication,
    heading: 'Oferta de Instabank',
    complete: (page) => page.getByRole('button', { name: 'Aceptar la oferta' }).click(),
    lands: /\/accepted$/,
  },
  [ApplicationState.PROFICREDIT_OFFER]: {
    data: completeApplication,
    heading: 'Oferta de Proficredit',
    async complete(page) {
      await page.getByRole('button', { name: 'Rechazar la oferta' }).click();
      await page.getByRole('button', { name: 'Sí, rechazar la oferta' }).click();
      // Declined: checking decides again (its third status call, some 7 s on).
      await page.waitForURL(/\/checking$/);
      await page.waitForURL(/\/thank-you$/, { timeout: 20_000 });
    },
    // Untagged, checking ends in THANK_YOU: the partners will call.
    lands: /\/thank-you$/,
  },
  [ApplicationState.ACCEPTED]: {
    data: completeApplication,
    heading: 'Tu solicitud ha sido aceptada',
    async complete(page) {
      await page.getByLabel('Contraseña', { exact: true }).fill(CUSTOMER_PASSWORD);
      await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
      await page.getByText('Tu contraseña está guardada').waitFor();
    },
    // The page stays: it confirms the password and has nothing else to move on to.
    lands: /\/accepted$/,
  },
  [ApplicationState.THANK_YOU]: {
    // The brand's product: the sandbox names its partners (none for a product it does not know).
    product: 'default-es',
    data: completeApplication,
    heading: 'Gracias',
    async complete(page) {
      await page.getByRole('img', { name: 'Cofidis' }).waitFor();
      await page.getByRole('button', { name: 'Empezar una nueva solicitud' }).click();
    },
    lands: /\/application-frontend\/(loan-information)?(\?.*)?$/,
  },
};
