import { ApplicationState, ID_UPLOAD_MAX_BYTES } from '@lf/contract';
import type { Page } from '@playwright/test';
import { apiAddress, expect } from '../fixtures';
import { seededContactDetails, seededPersonalDetails } from '../seeded-lead';
import type { StateCompleter, StateCompleters } from './state-completer';

/**
 * The sandbox's stand-in for every partner's page (apps/sandbox-api README, "Partners' pages"):
 * its address ends in the link's secret, 256 random bits, never the lead's id.
 */
export const STAND_IN_PAGE = apiAddress('/partners/[\\w-]{43}$');

/** The first bytes of a JPEG: all the sandbox checks besides the type and size. */
export const JPEG_FILE = {
  name: 'pasaporte.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
};
export const OVERSIZE_FILE = {
  name: 'enorme.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(ID_UPLOAD_MAX_BYTES)]),
};

const data = { personalDetails: seededPersonalDetails, contactDetails: seededContactDetails };

/** Goes to the partner's stand-in page, approves there, and comes back through the link. */
export async function approveAtPartner(page: Page, button: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(STAND_IN_PAGE);
  await page.getByRole('button', { name: 'Approve' }).click();
}

function partnerStage(heading: string, button: string): StateCompleter {
  return {
    data,
    heading,
    complete: (page) => approveAtPartner(page, button),
    // Back through the returning link, the partner finished: checking decides again.
    lands: /\/checking$/,
  };
}

/**
 * The partners' pages, the identity document and the waiting application (default-es,
 * Spanish). Each ends back at CHECKING, which decides again (no tag: THANK_YOU).
 */
export const partnerStateCompleters: StateCompleters = {
  [ApplicationState.INSTANTOR]: partnerStage(
    'Conecta tu cuenta bancaria',
    'Continuar en Instantor',
  ),
  [ApplicationState.WENANCE_TINK]: partnerStage('Conecta tu banco con Tink', 'Continuar en Tink'),
  [ApplicationState.MONEYMAN_PAYLANDS]: partnerStage(
    'Verifica tu tarjeta',
    'Continuar en Paylands',
  ),
  [ApplicationState.ID_UPLOAD]: {
    data,
    heading: 'Sube tu documento de identidad',
    async complete(page) {
      await page.getByRole('radio', { name: 'Pasaporte' }).check();
      await page.getByRole('button', { name: 'Continuar', exact: true }).click();
      await page.getByLabel('Elegir un archivo').setInputFiles(JPEG_FILE);
      await expect(page.getByText('Subido: pasaporte.jpg')).toBeVisible();
      await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    },
    lands: /\/checking$/,
  },
  [ApplicationState.CONTINUE]: {
    data,
    heading: 'Continúa tu solicitud',
    async complete(page) {
      await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    },
    lands: /\/checking$/,
  },
};
