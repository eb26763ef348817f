import { ApplicationState } from '@lf/contract';
import type { Page } from '@playwright/test';
import { chooseRadio, field, fillDate } from '../application-flow';
import { completeApplication } from './application-states';
import type { StateCompleter, StateCompleters } from './state-completer';

/** A Romanian CNP of a woman born on 17 May 1990 (the seeded date of birth and sex), Bucharest. */
export const SEEDED_CNP = '2900517401231';

/**
 * Continues in the page's language, then follows the lead: back to checking, which (untagged)
 * ends in THANK_YOU on its third status call (apps/sandbox-api README, "After checking").
 */
function continueThroughChecking(label = 'Continuar') {
  return async (page: Page) => {
    await page.getByRole('button', { name: label }).click();
    await page.waitForURL(/\/checking$/);
    await page.waitForURL(/\/thank-you$/, { timeout: 20_000 });
  };
}

/** A state-driven form page: its brand (default-es when absent), heading and answers. */
export interface FormStagePage {
  readonly brand?: string;
  readonly heading: string;
  /** Fills in every field, as an applicant would; does not submit. */
  fill(page: Page): Promise<void>;
  /** Its Continue button, in the brand's language. */
  readonly continueLabel: string;
}

/** A form page whose stage ends back at checking, seeded with every classic answer. */
function formPage({ brand, heading, fill, continueLabel }: FormStagePage): StateCompleter {
  const toThankYou = continueThroughChecking(continueLabel);
  return {
    ...(brand ? { brand } : {}),
    data: completeApplication,
    heading,
    async complete(page) {
      await fill(page);
      await toThankYou(page);
    },
    lands: /\/thank-you$/,
  };
}

function stagePage(
  heading: string,
  fill: (page: Page) => Promise<void>,
  { brand, continueLabel = 'Continuar' }: { brand?: string; continueLabel?: string } = {},
): FormStagePage {
  return { ...(brand ? { brand } : {}), heading, fill, continueLabel };
}

/**
 * The state-driven forms' pages (features/offer-forms): the Spanish brand's, Smava's in German,
 * the CNP in Romanian and the Polish lenders' in Polish, each with answers that go through.
 */
export const formStagePages: Partial<Record<ApplicationState, FormStagePage>> = {
  [ApplicationState.EMPLOYMENT_DETAILS]: stagePage('Datos laborales', async (page) => {
    await field(page, 'employer.name').fill('Talleres Ruiz');
    await field(page, 'employer.postalCode').fill('28013');
    await field(page, 'employer.province').selectOption('Madrid');
    await field(page, 'employer.city').fill('Madrid');
    await field(page, 'employer.street').fill('Calle de Alcalá');
    await field(page, 'employer.houseNumber').fill('42');
    await field(page, 'incomeDetails.workPhone').fill('912 345 678');
  }),
  [ApplicationState.ADDITIONAL_EMPLOYMENT_DETAILS]: stagePage(
    'Más sobre tu empleo',
    async (page) => {
      await fillDate(page, 'additionalEmployment.employedSince', '2021-04-01');
      await field(page, 'additionalEmployment.contractType').selectOption('permanent');
      await field(page, 'additionalEmployment.industry').selectOption('health');
      await field(page, 'additionalEmployment.employerPhone').fill('912 345 678');
    },
  ),
  [ApplicationState.ADDITIONAL_PERSONAL_DETAILS]: stagePage(
    'Weitere Angaben zu Ihrer Person',
    async (page) => {
      await field(page, 'additionalPersonalDetails.placeOfBirth').fill('Köln');
      await field(page, 'additionalPersonalDetails.nationality').selectOption('DE');
      await fillDate(page, 'additionalPersonalDetails.residentSince', '2015-09-01');
    },
    { brand: 'kredit-klar-de', continueLabel: 'Weiter' },
  ),
  [ApplicationState.MARITAL_DETAILS]: stagePage('Estado civil', async (page) => {
    await chooseRadio(page, 'maritalDetails.maritalStatus', 'married');
    await field(page, 'maritalDetails.spouseFirstName').fill('Luis');
    await field(page, 'maritalDetails.spouseLastName').fill('Martín Ortega');
    await fillDate(page, 'maritalDetails.spouseDateOfBirth', '1988-03-27');
    await field(page, 'maritalDetails.spouseMonthlyIncome').fill('1500');
  }),
  [ApplicationState.AIDE]: stagePage('Ayudas sociales', async (page) => {
    await chooseRadio(page, 'aide.receivesAid', 'yes');
    await field(page, 'aide.housingAidAmount').fill('150');
    await field(page, 'aide.familyAllowanceAmount').fill('0');
    await field(page, 'aide.otherAidAmount').fill('0');
  }),
  [ApplicationState.YOUNITED_CREDIT_DETAILS]: stagePage('Datos del crédito', async (page) => {
    await field(page, 'creditDetails.numberOfCredits').fill('1');
    await field(page, 'creditDetails.monthlyCreditRepayments').fill('120');
    await field(page, 'creditDetails.outstandingCreditAmount').fill('2400');
    await chooseRadio(page, 'creditDetails.hasMortgage', 'no');
  }),
  [ApplicationState.YOUNITED_PROFESSIONAL_DETAILS]: stagePage(
    'Datos profesionales',
    async (page) => {
      await field(page, 'professionalDetails.profession').fill('Enfermera');
      await field(page, 'professionalDetails.sector').selectOption('health');
      await field(page, 'professionalDetails.contractType').selectOption('permanent');
      await fillDate(page, 'professionalDetails.employedSince', '2019-02-01');
    },
  ),
  [ApplicationState.CNP]: stagePage(
    'Cod numeric personal',
    async (page) => {
      await field(page, 'personalDetails.personalCode').fill(SEEDED_CNP);
    },
    { brand: 'lei-rapid-ro', continueLabel: 'Continuați' },
  ),
  [ApplicationState.CUSTOMER_DEBTS]: stagePage('Tus deudas', async (page) => {
    await chooseRadio(page, 'customerDebts.hasDebts', 'yes');
    await field(page, 'customerDebts.numberOfDebts').fill('2');
    await field(page, 'customerDebts.totalDebtAmount').fill('3000');
    await field(page, 'customerDebts.monthlyDebtRepayments').fill('150');
    await chooseRadio(page, 'customerDebts.hasArrears', 'no');
  }),
  [ApplicationState.REFERENCE_DETAILS]: stagePage('Datos de referencia', async (page) => {
    await chooseRadio(page, 'referenceDetails.type', 'friend');
    await field(page, 'referenceDetails.name').fill('Marta Gil');
    await field(page, 'referenceDetails.phoneNumber').fill('698 765 432');
  }),
  [ApplicationState.WNIOSEK]: stagePage(
    'Wniosek o pożyczkę',
    async (page) => {
      await field(page, 'wniosek.idCardNumber').fill('ABA 300000');
      await fillDate(page, 'wniosek.idCardExpiresAt', '2031-12-31');
      await field(page, 'wniosek.mothersMaidenName').fill('Kowalska');
      await field(page, 'wniosek.householdSize').fill('3');
      await field(page, 'wniosek.monthlyHouseholdExpenses').fill('2500');
      await field(page, 'wniosek.bankAccountNumber').fill('61 1090 1014 0000 0712 1981 2874');
    },
    { brand: 'pozyczka-plus-pl', continueLabel: 'Dalej' },
  ),
  [ApplicationState.WNIOSEK_UZUPELNIENIE]: stagePage(
    'Uzupełnij wniosek',
    async (page) => {
      await field(page, 'wniosek.employerName').fill('Budimex SA');
      await field(page, 'wniosek.employerPhone').fill('22 123 45 67');
    },
    { brand: 'pozyczka-plus-pl', continueLabel: 'Dalej' },
  ),
  [ApplicationState.SANTANDER_COMPERIA]: stagePage(
    'Oferta Santander',
    async (page) => {
      await field(page, 'santanderComperia.householdSize').fill('2');
      await field(page, 'santanderComperia.monthlyHouseholdExpenses').fill('3000');
      await chooseRadio(page, 'santanderComperia.hasCreditCard', 'yes');
      await field(page, 'santanderComperia.creditCardLimit').fill('5000');
    },
    { brand: 'pozyczka-plus-pl', continueLabel: 'Dalej' },
  ),
  [ApplicationState.VEHICLE]: stagePage('Tu vehículo', async (page) => {
    await field(page, 'vehicle.make').selectOption('Seat');
    await field(page, 'vehicle.model').selectOption('León');
    await field(page, 'vehicle.year').fill('2018');
    await field(page, 'vehicle.registrationNumber').fill('1234 BCD');
    await field(page, 'vehicle.mileage').fill('85000');
  }),
  [ApplicationState.WENANCE_ACCOUNT]: stagePage('Tu cuenta de Wenance', async (page) => {
    await field(page, 'bankAccount.accountNumber').fill('ES91 2100 0418 4502 0005 1332');
    await field(page, 'bankAccount.holderName').fill('Ana García López');
  }),
};

/**
 * The state-driven forms (features/offer-forms) completed: each ends back at checking, but the
 * wniosek, which goes on to its completion (the sandbox asks for it next).
 */
export const formStateCompleters: StateCompleters = Object.fromEntries(
  Object.entries(formStagePages).map(([state, stage]) => [
    state,
    Number(state) === ApplicationState.WNIOSEK
      ? {
          brand: stage.brand,
          data: completeApplication,
          heading: stage.heading,
          async complete(page: Page) {
            await stage.fill(page);
            await page.getByRole('button', { name: stage.continueLabel }).click();
          },
          lands: /\/wniosek-uzupelnienie$/,
        }
      : formPage(stage),
  ]),
);
