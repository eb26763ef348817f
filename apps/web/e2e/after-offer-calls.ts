import { ApplicationState, OfferStagePaths } from '@lf/contract';
import type { Locator, Page } from '@playwright/test';
import { chooseRadio, field } from './application-flow';
import { expect } from './fixtures';
import { marketingMail } from './mail-links';
import { backdateCode, openAtState, storeLead } from './seeded-lead';
import { completeApplication } from './state-completers/application-states';
import { SANDBOX_CODE } from './state-completers/mobile-states';
import { CUSTOMER_PASSWORD } from './state-completers/offer-states';
import { JPEG_FILE, STAND_IN_PAGE } from './state-completers/partner-states';

/**
 * Every call a page makes after the offer (and the returning customer's consents), as the fault
 * matrix drives it (after-offer-fault-matrix.spec.ts): how the page is opened and answered, what
 * it says when the call fails, how the applicant tries again, and where it goes once through.
 */
export interface AfterOfferCall {
  name: string;
  /** The call's path, from the lead's id where it holds it. */
  path: string | ((leadId: string) => string);
  /** Only this method of the path (a path read and written, like the IPF offers). */
  method?: 'GET' | 'POST' | 'PUT';
  /** Opens the page; the lead is seeded at `state` with every classic answer by default. */
  state: ApplicationState;
  open?: (page: Page) => Promise<{ id: string }>;
  /**
   * Gives the page's answers and presses its button; absent for a read the page makes as it
   * opens (then the fault is in place before the page opens).
   */
  answer?: (page: Page) => Promise<void>;
  /** The answers (or the page) are still there after a failure. */
  kept: (page: Page) => Promise<void>;
  /** The failure's title, in Spanish. */
  message: string;
  /** What the applicant presses to try again: Try again, unless the page keeps its own button. */
  retry?: (page: Page) => Promise<void>;
  /** Where the page stands once the call went through (waiting up to `timeout` ms). */
  lands: RegExp | ((page: Page, timeout: number) => Promise<void>);
  /**
   * Which passing faults the page retries by itself: every one (reads, and moves a server may
   * see twice), only a 429 (a call that must not count twice: an offer's answer, a code, a
   * password), or none (an upload: the applicant tries again with the same file).
   */
  byItself?: 'passing' | 'rate-limited' | 'never';
  /** The call moves the lead: a 409 `wrong_state` (moved elsewhere) is followed to `lands`. */
  moves?: true;
  /** A field the server may refuse (422 with its name), and how the page shows it. */
  refusable?: { fieldName: string; shown: (page: Page) => Promise<void> };
}

export const TRY_AGAIN = 'Volver a intentarlo';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name });
const codeField = (page: Page) => page.getByLabel('Código del SMS');
const continueButton = (page: Page) => button(page, 'Continuar');
const seeded = (state: ApplicationState) => (page: Page) =>
  openAtState(page, { state, data: completeApplication });
const at = (route: RegExp) => (page: Page) => expect(page).toHaveURL(route);
const pressing = (name: string) => (page: Page) => button(page, name).click();
const showing = (text: string | RegExp) => (page: Page, timeout?: number) =>
  expect(page.getByText(text).first()).toBeVisible({ timeout });
/** The control is marked invalid, as the error summary's link says. */
const invalid = (control: (page: Page) => Locator) => (page: Page) =>
  expect(control(page)).toHaveAttribute('aria-invalid', 'true');

/** An identity document chosen (a passport), so the page offers its file field. */
async function passportChosen(page: Page) {
  const lead = await seeded(ApplicationState.ID_UPLOAD)(page);
  await page.getByRole('radio', { name: 'Pasaporte' }).check();
  await continueButton(page).click();
  await expect(page.getByLabel('Elegir un archivo')).toBeVisible();
  return lead;
}

/** Back from Instantor without finishing: the page offers to go on without the bank link. */
async function backUnfinished(page: Page) {
  const lead = await seeded(ApplicationState.INSTANTOR)(page);
  await button(page, 'Continuar en Instantor').click();
  await expect(page).toHaveURL(STAND_IN_PAGE);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/instantor\?partner=cancelled$/);
  return lead;
}

/** The code page, its cool-down over: a new code may be asked for. */
async function mayResend(page: Page) {
  const lead = await seeded(ApplicationState.MOBILE_VERIFICATION)(page);
  await backdateCode(page, lead.id, 1);
  await page.reload();
  await expect(button(page, 'Enviar un código nuevo')).not.toHaveAttribute('aria-disabled');
  return lead;
}

/** A returning customer's consents page, from the mail link (with its token). */
async function customerConsents(page: Page) {
  const lead = await storeLead(page, ApplicationState.THANK_YOU, {
    amount: 500,
    period: 61,
    contactDetails: { email: 'ana@example.com', marketingConsents: { email: true, phone: false } },
  });
  await page.goto((await marketingMail(page, lead.id)).consents);
  await expect(checkbox(page, 'Por correo electrónico')).toBeChecked();
  return lead;
}

/** An answer to a partner's offer: sent once (a 429 aside), and it moves the lead. */
const OFFER_ANSWER = {
  message: 'No hemos podido enviar tu respuesta',
  byItself: 'rate-limited',
  moves: true,
} as const;

const TF_CREDIT_CHECK = 'Estudio de solvencia de TF Bank';
const PROVIDENT_AMOUNT = 'Importe que quieres pedir';

export const afterOfferCalls: AfterOfferCall[] = [
  {
    name: 'a scope’s consents',
    state: ApplicationState.TFBANK_CONSENTS,
    path: OfferStagePaths.offerDynamicPolicy,
    answer: async (page) => {
      await checkbox(page, 'Información normalizada europea de TF Bank').check();
      await checkbox(page, TF_CREDIT_CHECK).check();
      await continueButton(page).click();
    },
    kept: (page) => expect(checkbox(page, TF_CREDIT_CHECK)).toBeChecked(),
    message: 'No hemos podido guardar tus consentimientos',
    lands: /\/checking$/,
    moves: true,
    refusable: {
      fieldName: 'policies.tfbankCreditCheck',
      // GOV.UK's checkboxes: the error is the group's, naming the policy.
      shown: (page) =>
        expect(
          page.getByRole('alert').filter({ hasText: 'Hay un problema' }).getByRole('link'),
        ).toContainText(TF_CREDIT_CHECK),
    },
  },
  {
    name: 'the offer’s consents',
    state: ApplicationState.POLICY_CONSENTS,
    path: OfferStagePaths.offerPolicy,
    answer: async (page) => {
      await checkbox(page, 'Contrato de préstamo e información precontractual').check();
      await checkbox(page, 'Consulta de solvencia').check();
      await continueButton(page).click();
    },
    kept: (page) => expect(checkbox(page, 'Consulta de solvencia')).toBeChecked(),
    message: 'No hemos podido guardar tus consentimientos',
    lands: /\/checking$/,
    moves: true,
  },
  {
    name: 'a form stage’s save',
    state: ApplicationState.AIDE,
    path: '/lead/aide',
    answer: async (page) => {
      await chooseRadio(page, 'aide.receivesAid', 'yes');
      await field(page, 'aide.housingAidAmount').fill('150');
      await field(page, 'aide.familyAllowanceAmount').fill('80');
      await field(page, 'aide.otherAidAmount').fill('0');
      await continueButton(page).click();
    },
    kept: (page) => expect(field(page, 'aide.housingAidAmount')).toHaveValue('150'),
    message: 'No hemos podido guardar tu solicitud',
    lands: /\/checking$/,
    moves: true,
    refusable: {
      fieldName: 'aide.housingAidAmount',
      shown: invalid((page) => field(page, 'aide.housingAidAmount')),
    },
  },
  {
    name: 'an offer’s answer',
    state: ApplicationState.COFIDIS_OFFER,
    path: OfferStagePaths.acceptOffer,
    answer: pressing('Aceptar la oferta'),
    kept: at(/\/cofidis-offer$/),
    lands: /\/accepted$/,
    ...OFFER_ANSWER,
  },
  {
    name: 'a payment plan chosen',
    state: ApplicationState.IPFD_OFFER_CHOICE,
    path: OfferStagePaths.offerPayment,
    method: 'POST',
    answer: async (page) => {
      await page.getByRole('radio', { name: /a 6 meses/ }).check();
      await button(page, 'Aceptar este plan').click();
    },
    kept: (page) => expect(page.getByRole('radio', { name: /a 6 meses/ })).toBeChecked(),
    lands: /\/accepted$/,
    ...OFFER_ANSWER,
  },
  {
    name: 'the partners’ payment plans',
    state: ApplicationState.IPFD_OFFER_CHOICE,
    path: OfferStagePaths.offerPayment,
    method: 'GET',
    kept: at(/\/ipfd-offer-choice$/),
    message: 'No hemos podido cargar tu oferta',
    lands: (page, timeout) =>
      expect(page.getByRole('radio', { name: /a 6 meses/ })).toBeVisible({ timeout }),
  },
  {
    name: 'Provident’s answer, a lower amount',
    state: ApplicationState.PROVIDENT_OFFER,
    path: OfferStagePaths.updateProvidentOffer,
    answer: async (page) => {
      await page.getByLabel(PROVIDENT_AMOUNT).fill('300');
      await page.getByLabel('Número de meses').fill('2');
      await button(page, 'Aceptar la oferta').click();
    },
    kept: (page) => expect(page.getByLabel(PROVIDENT_AMOUNT)).toHaveValue('300'),
    lands: /\/accepted$/,
    ...OFFER_ANSWER,
    refusable: { fieldName: 'amount', shown: invalid((page) => page.getByLabel(PROVIDENT_AMOUNT)) },
  },
  {
    name: 'Proficredit’s answer, declined',
    state: ApplicationState.PROFICREDIT_OFFER,
    path: OfferStagePaths.proficreditOffer,
    answer: async (page) => {
      await button(page, 'Rechazar la oferta').click();
      await button(page, 'Sí, rechazar la oferta').click();
    },
    kept: at(/\/proficredit-offer$/),
    lands: /\/checking$/,
    ...OFFER_ANSWER,
  },
  {
    name: 'a verification code',
    state: ApplicationState.MOBILE_VERIFICATION,
    path: OfferStagePaths.mobileVerify,
    answer: async (page) => {
      await codeField(page).fill(SANDBOX_CODE);
      await button(page, 'Verificar').click();
    },
    kept: (page) => expect(codeField(page)).toHaveValue(SANDBOX_CODE),
    message: 'No hemos podido comprobar tu código',
    lands: /\/checking$/,
    // Each try of a code counts as an attempt.
    byItself: 'rate-limited',
    moves: true,
  },
  {
    name: 'the code page’s read',
    state: ApplicationState.MOBILE_VERIFICATION,
    path: OfferStagePaths.mobileVerification,
    kept: at(/\/mobile-verification$/),
    message: 'No hemos podido cargar esta página',
    lands: (page, timeout) => expect(codeField(page)).toBeVisible({ timeout }),
  },
  {
    name: 'a new code',
    state: ApplicationState.MOBILE_VERIFICATION,
    open: mayResend,
    path: OfferStagePaths.mobileResendCode,
    answer: pressing('Enviar un código nuevo'),
    kept: at(/\/mobile-verification$/),
    message: 'No hemos podido enviar un código nuevo',
    lands: (page, timeout) =>
      expect(
        page.getByRole('status').filter({ hasText: 'código nuevo a tu móvil acabado en 678' }),
      ).toBeAttached({ timeout }),
    byItself: 'rate-limited',
  },
  {
    name: 'a new mobile number',
    state: ApplicationState.CHANGE_MOBILE_NUMBER,
    path: OfferStagePaths.mobileChange,
    answer: async (page) => {
      await page.getByLabel('Teléfono móvil').fill('611 22 33 44');
      await continueButton(page).click();
    },
    kept: (page) => expect(page.getByLabel('Teléfono móvil')).toHaveValue('611 22 33 44'),
    message: 'No hemos podido guardar tu solicitud',
    lands: /\/mobile-verification$/,
    byItself: 'rate-limited',
    moves: true,
    refusable: {
      fieldName: 'phoneNumber',
      shown: invalid((page) => page.getByLabel('Teléfono móvil')),
    },
  },
  {
    name: 'the partner’s page',
    state: ApplicationState.INSTANTOR,
    path: (id) => OfferStagePaths.redirect(id),
    answer: pressing('Continuar en Instantor'),
    kept: at(/\/instantor$/),
    message: 'No hemos podido abrir la página de Instantor',
    retry: pressing('Continuar en Instantor'),
    lands: STAND_IN_PAGE,
  },
  {
    name: 'the card check',
    state: ApplicationState.MONEYMAN_PAYLANDS,
    path: OfferStagePaths.sale,
    answer: pressing('Continuar en Paylands'),
    kept: at(/\/moneyman-paylands$/),
    message: 'No hemos podido abrir la página de Paylands',
    retry: pressing('Continuar en Paylands'),
    lands: STAND_IN_PAGE,
  },
  {
    name: 'leaving out the partner',
    state: ApplicationState.INSTANTOR,
    open: backUnfinished,
    path: (id) => OfferStagePaths.skip(id),
    answer: pressing('Continuar sin conectar mi cuenta bancaria'),
    kept: showing('Tu cuenta bancaria aún no está conectada'),
    message: 'No hemos podido continuar tu solicitud',
    retry: pressing('Continuar sin conectar mi cuenta bancaria'),
    lands: /\/checking$/,
    moves: true,
  },
  {
    name: 'going on from the waiting page',
    state: ApplicationState.CONTINUE,
    path: (id) => OfferStagePaths.continue(id),
    answer: (page) => continueButton(page).click(),
    kept: at(/\/continue$/),
    message: 'No hemos podido continuar tu solicitud',
    lands: /\/checking$/,
    moves: true,
  },
  {
    name: 'the identity document chosen',
    state: ApplicationState.ID_UPLOAD,
    path: OfferStagePaths.documentId,
    answer: async (page) => {
      await page.getByRole('radio', { name: 'Pasaporte' }).check();
      await continueButton(page).click();
    },
    kept: (page) => expect(page.getByRole('radio', { name: 'Pasaporte' })).toBeChecked(),
    message: 'No hemos podido empezar la subida',
    lands: showing('Documento: Pasaporte.'),
  },
  {
    name: 'a document’s file',
    state: ApplicationState.ID_UPLOAD,
    open: passportChosen,
    path: OfferStagePaths.idUpload,
    answer: (page) => page.getByLabel('Elegir un archivo').setInputFiles(JPEG_FILE),
    kept: showing(/Documento: Pasaporte/),
    message: 'No se ha subido pasaporte.jpg',
    lands: showing('Subido: pasaporte.jpg'),
    byItself: 'never',
  },
  {
    name: 'going on without the document',
    state: ApplicationState.ID_UPLOAD,
    path: OfferStagePaths.skipDocumentUpload,
    answer: pressing('Continuar sin subir un documento'),
    kept: at(/\/id-upload$/),
    message: 'No hemos podido continuar tu solicitud',
    retry: pressing('Continuar sin subir un documento'),
    lands: /\/checking$/,
    moves: true,
  },
  {
    name: 'the customer’s password',
    state: ApplicationState.ACCEPTED,
    path: OfferStagePaths.customerPassword,
    answer: async (page) => {
      await page.getByLabel('Contraseña', { exact: true }).fill(CUSTOMER_PASSWORD);
      await button(page, 'Guardar la contraseña').click();
    },
    kept: (page) =>
      expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue(CUSTOMER_PASSWORD),
    message: 'No hemos podido guardar tu contraseña',
    lands: showing('Tu contraseña está guardada'),
    byItself: 'rate-limited',
    refusable: {
      fieldName: 'password',
      shown: invalid((page) => page.getByLabel('Contraseña', { exact: true })),
    },
  },
  {
    name: 'a returning customer’s consents',
    state: ApplicationState.THANK_YOU,
    open: customerConsents,
    path: (id) => OfferStagePaths.customerConsents(id),
    method: 'PUT',
    answer: async (page) => {
      await checkbox(page, 'Por correo postal').check();
      await button(page, 'Guardar mis preferencias').click();
    },
    kept: (page) => expect(checkbox(page, 'Por correo postal')).toBeChecked(),
    message: 'No hemos podido guardar tus preferencias',
    lands: showing('Hemos guardado tus preferencias'),
  },
  {
    name: 'the vehicles’ list',
    state: ApplicationState.VEHICLE,
    path: OfferStagePaths.vehicleModels,
    kept: at(/\/vehicle$/),
    message: 'No se ha podido cargar la lista de vehículos',
    lands: (page, timeout) => expect(field(page, 'vehicle.make')).toBeVisible({ timeout }),
  },
];

/** Opens `call`'s page as its test needs it. */
export const openFor = (call: AfterOfferCall, page: Page) =>
  call.open ? call.open(page) : seeded(call.state)(page);
