import { ApplicationState } from '@lf/contract';
import type { Page } from '@playwright/test';
import { completeApplication } from './application-states';
import type { StateCompleters } from './state-completer';

/**
 * Ticks the page's required policies (the sandbox's, in Spanish: apps/sandbox-api README,
 * "After-offer consents"), continues, and follows the lead: back to checking, which (untagged)
 * ends in THANK_YOU on its third status call.
 */
async function acceptAndContinue(page: Page, required: readonly string[]): Promise<void> {
  for (const name of required) await page.getByRole('checkbox', { name }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL(/\/checking$/);
  await page.waitForURL(/\/thank-you$/, { timeout: 20_000 });
}

/** The after-offer consent pages (default-es, Spanish): each completes its stage. */
export const consentStateCompleters: StateCompleters = {
  [ApplicationState.POLICY_CONSENTS]: {
    data: completeApplication,
    heading: 'Consentimientos',
    complete: (page) =>
      acceptAndContinue(page, [
        'Contrato de préstamo e información precontractual',
        'Consulta de solvencia',
      ]),
    lands: /\/thank-you$/,
  },
  [ApplicationState.DYNAMIC_CONSENTS]: {
    data: completeApplication,
    heading: 'Consentimientos del socio',
    complete: (page) =>
      acceptAndContinue(page, ['Cesión de mi solicitud a la entidad colaboradora']),
    lands: /\/thank-you$/,
  },
  [ApplicationState.ADVANZIA_CONSENTS]: {
    data: completeApplication,
    heading: 'Consentimientos de Advanzia',
    complete: (page) =>
      acceptAndContinue(page, [
        'Condiciones de la tarjeta y tarifas de Advanzia Bank',
        'Aviso de privacidad de Advanzia Bank',
      ]),
    lands: /\/thank-you$/,
  },
  [ApplicationState.TFBANK_CONSENTS]: {
    data: completeApplication,
    heading: 'Consentimientos de TF Bank',
    complete: (page) =>
      acceptAndContinue(page, [
        'Información normalizada europea de TF Bank',
        'Estudio de solvencia de TF Bank',
      ]),
    lands: /\/thank-you$/,
  },
};
