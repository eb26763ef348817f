import { ApplicationState } from '@lf/contract';
import { seededContactDetails, seededPersonalDetails } from '../seeded-lead';
import type { StateCompleters } from './state-completer';

/** The code the sandbox always sends (apps/sandbox-api README, "Mobile verification"). */
export const SANDBOX_CODE = '123456';

/**
 * Mobile verification and the change of number (default-es, Spanish). A verified lead that still
 * lacks a classic step goes to it; a new number goes back to the code.
 */
export const mobileStateCompleters: StateCompleters = {
  [ApplicationState.MOBILE_VERIFICATION]: {
    data: { personalDetails: seededPersonalDetails, contactDetails: seededContactDetails },
    heading: 'Verifica tu número de móvil',
    async complete(page) {
      await page.getByLabel('Código del SMS').fill(SANDBOX_CODE);
      await page.getByRole('button', { name: 'Verificar' }).click();
    },
    lands: /\/income-details$/,
  },
  [ApplicationState.CHANGE_MOBILE_NUMBER]: {
    data: { personalDetails: seededPersonalDetails, contactDetails: seededContactDetails },
    heading: 'Cambia tu número de móvil',
    async complete(page) {
      await page.getByLabel('Teléfono móvil').fill('611 22 33 44');
      await page.getByRole('button', { name: 'Continuar' }).click();
    },
    lands: /\/mobile-verification$/,
  },
};
