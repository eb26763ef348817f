import { ApplicationState, type LeadData } from '@lf/contract';
import { expect, type Page } from '@playwright/test';
import { chooseRadio, fillDate, spanishApplicant as ana } from '../application-flow';
import { seededContactDetails, seededPersonalDetails } from '../seeded-lead';
import type { StateCompleters } from './state-completer';

const field = (page: Page, path: string) => page.locator(`#${path.replace(/\./g, '-')}`);
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continuar' }).click();
/**
 * Continue once the page shows the lead's loan (500 €). The server's first page shows the brand's
 * default; for an applicant with a lead the app draws its own page over it, and a tap on the
 * server's page, which showed another loan, is not replayed (main.tsx).
 */
async function continueWithTheLeadsLoan(page: Page) {
  await expect(page.getByRole('slider').first()).toHaveValue('500');
  await continueButton(page);
}

const personalDetails = seededPersonalDetails;
const contactDetails = seededContactDetails;
const incomeDetails = { incomeSource: 'employed', monthlyIncome: 1800 };
const otherDetails = {
  loanPurpose: 'car',
  maritalStatus: 'single',
  housingTenure: 'rent',
  numberOfDependants: 0,
};
const expenses = { monthlyExpenses: 700 };
/** Every classic answer: what a lead at CHECKING or after it holds. */
export const completeApplication: LeadData = {
  personalDetails,
  contactDetails,
  incomeDetails,
  otherDetails,
  expenses,
  referenceDetails: { type: 'family', name: 'Luis García', phoneNumber: '+34698765432' },
};

/** The classic form's own steps, checking, and the results it ends in (default-es, Spanish). */
export const applicationStateCompleters: StateCompleters = {
  [ApplicationState.NONE]: {
    heading: /¿Cuánto dinero necesitas\?/,
    complete: continueWithTheLeadsLoan,
    lands: /\/personal-details$/,
  },
  [ApplicationState.LOAN_INFORMATION]: {
    heading: /¿Cuánto dinero necesitas\?/,
    complete: continueWithTheLeadsLoan,
    lands: /\/personal-details$/,
  },
  [ApplicationState.PERSONAL_DETAILS]: {
    heading: 'Datos personales',
    async complete(page) {
      await field(page, 'personalDetails.firstName').fill(ana.firstName);
      await field(page, 'personalDetails.lastName').fill(ana.lastName);
      await fillDate(page, 'personalDetails.dateOfBirth', ana.dateOfBirth);
      await field(page, 'personalDetails.personalCode').fill(ana.personalCode);
      await chooseRadio(page, 'personalDetails.gender', ana.gender);
      await continueButton(page);
    },
    lands: /\/contact-details$/,
  },
  [ApplicationState.CONTACT_DETAILS]: {
    data: { personalDetails },
    heading: 'Datos de contacto',
    async complete(page) {
      await field(page, 'contactDetails.email').fill(ana.email);
      await field(page, 'contactDetails.phoneNumber').fill(ana.phone);
      await field(page, 'contactDetails.postalCode').fill(ana.postalCode);
      await field(page, 'contactDetails.city').fill(ana.city);
      await field(page, 'contactDetails.province').fill(ana.province);
      await field(page, 'contactDetails.street').fill(ana.street);
      await field(page, 'contactDetails.houseNumber').fill(ana.houseNumber);
      await field(page, 'generalPolicies').check();
      await continueButton(page);
    },
    lands: /\/income-details$/,
  },
  [ApplicationState.INCOME_DETAILS]: {
    data: { personalDetails, contactDetails },
    heading: 'Ingresos',
    async complete(page) {
      await field(page, 'incomeDetails.incomeSource').selectOption('employed');
      await field(page, 'incomeDetails.monthlyIncome').fill(ana.monthlyIncome);
      await continueButton(page);
    },
    lands: /\/other-information$/,
  },
  [ApplicationState.OTHER_INFORMATION]: {
    data: { personalDetails, contactDetails, incomeDetails },
    heading: 'Otra información',
    async complete(page) {
      await field(page, 'otherDetails.loanPurpose').selectOption('car');
      await field(page, 'otherDetails.maritalStatus').selectOption('single');
      await field(page, 'otherDetails.housingTenure').selectOption('rent');
      await field(page, 'otherDetails.numberOfDependants').fill('0');
      await field(page, 'expenses.monthlyExpenses').fill(ana.monthlyExpenses);
      await continueButton(page);
    },
    lands: /\/reference-information$/,
  },
  [ApplicationState.REFERENCE_INFORMATION]: {
    data: { personalDetails, contactDetails, incomeDetails, otherDetails, expenses },
    heading: 'Persona de referencia',
    async complete(page) {
      await chooseRadio(page, 'referenceDetails.type', 'family');
      await field(page, 'referenceDetails.name').fill(ana.referenceName);
      await field(page, 'referenceDetails.phoneNumber').fill(ana.referencePhone);
      await continueButton(page);
    },
    lands: /\/checking$/,
  },
  [ApplicationState.CHECKING]: {
    data: completeApplication,
    heading: 'Estamos revisando tu solicitud',
    // Nothing to fill in: the page asks the server until it decides (no tag: THANK_YOU).
    complete: async () => {},
    lands: /\/thank-you$/,
  },
  [ApplicationState.REDIRECTED]: {
    data: {
      ...completeApplication,
      contactDetails: { ...contactDetails, email: 'ana+redirected@example.com' },
    },
    heading: 'Continúa con nuestro socio',
    async complete(page) {
      await page.route('https://partner.example/**', (route) =>
        route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: '<!doctype html><html lang="en"><title>Partner</title><h1>Partner</h1></html>',
        }),
      );
      await page.getByRole('link', { name: 'Ver la oferta' }).click();
    },
    lands: /^https:\/\/partner\.example\/apply\?ref=/,
  },
  [ApplicationState.REJECTED]: {
    data: completeApplication,
    heading: 'Ahora no podemos ofrecerte un préstamo',
    // A refusal says when to apply again and leads home, not into a new application at once.
    async complete(page) {
      await expect(page.getByRole('button', { name: 'Empezar una nueva solicitud' })).toHaveCount(
        0,
      );
      await page.route('https://www.prestamo-claro.example.es/**', (route) =>
        route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: '<!doctype html><html lang="es"><title>Inicio</title><h1>Inicio</h1></html>',
        }),
      );
      await page.getByRole('link', { name: 'Volver a la página de inicio' }).click();
    },
    lands: /^https:\/\/www\.prestamo-claro\.example\.es\/$/,
  },
};
