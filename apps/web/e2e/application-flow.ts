import type { Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures';

/** What an applicant types; field ids follow the lead's data paths (personalDetails-firstName). */
export interface Applicant {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  personalCode: string;
  gender: 'female' | 'male';
  email: string;
  phone: string;
  postalCode: string;
  city: string;
  province: string;
  street: string;
  houseNumber: string;
  monthlyIncome: string;
  monthlyExpenses: string;
  referenceName: string;
  referencePhone: string;
}

export const spanishApplicant: Applicant = {
  firstName: 'Ana',
  lastName: 'García López',
  dateOfBirth: '1990-05-17',
  personalCode: '12345678Z',
  gender: 'female',
  email: 'ana.garcia@example.com',
  phone: '612345678',
  postalCode: '28013',
  city: 'Madrid',
  province: 'Madrid',
  street: 'Calle Mayor',
  houseNumber: '12',
  monthlyIncome: '1800',
  monthlyExpenses: '700',
  referenceName: 'Luis García',
  referencePhone: '698765432',
};

export const romanianApplicant: Applicant = {
  firstName: 'Ioana',
  lastName: 'Popescu',
  dateOfBirth: '1985-03-02',
  personalCode: '2850302400019',
  gender: 'female',
  email: 'ioana.popescu@example.ro',
  phone: '0722123456',
  postalCode: '010011',
  city: 'București',
  province: 'București',
  street: 'Strada Lipscani',
  houseNumber: '5',
  monthlyIncome: '5200',
  monthlyExpenses: '1900',
  referenceName: 'Andrei Popescu',
  referencePhone: '0733123456',
};

/** Where a step's fields are looked for: the tab's page, or a partner's frame holding the form. */
export type Scope = Pick<Page, 'locator'>;

/** A field of a step by its lead path (`aide.housingAidAmount` is `#aide-housingAidAmount`). */
export const field = (page: Scope, path: string) => page.locator(`#${path.replace(/\./g, '-')}`);

/** A memorable date, typed into its day, month and year fields (`YYYY-MM-DD` given). */
export async function fillDate(page: Scope, path: string, isoDate: string) {
  const [year = '', month = '', day = ''] = isoDate.split('-');
  const id = path.replace(/\./g, '-');
  await page.locator(`#${id}`).fill(day);
  await page.locator(`#${id}-month`).fill(month);
  await page.locator(`#${id}-year`).fill(year);
}

/** A choice shown as radios: the option with this value is checked. */
export async function chooseRadio(page: Scope, path: string, value: string) {
  await page
    .locator(`input[type="radio"][name="${path.replace(/\./g, '-')}"][value="${value}"]`)
    .check();
}

/** How a walk goes: each page checked with axe (not in the bench), and what follows a Continue. */
export interface WalkOptions {
  checkPage?: boolean;
  /**
   * Awaited right after each Continue, before anything else is asked of the page: the bench waits
   * here for the move to be drawn, so that Playwright's own look-ups do not share the page's
   * main thread with the move it times.
   */
  afterContinue?: (page: Page) => Promise<void>;
}

/** Continue, then check the page the server chose is accessible. */
export async function continueTo(
  page: Page,
  path: RegExp,
  { checkPage = true, afterContinue }: WalkOptions = {},
) {
  await page.locator('button[type="submit"]:visible').click();
  await afterContinue?.(page);
  await expect(page).toHaveURL(path);
  if (checkPage) await expectAccessible(page);
}

/** The classic personal details page's answers. */
export async function fillPersonalDetails(page: Scope, applicant: Applicant) {
  await field(page, 'personalDetails.firstName').fill(applicant.firstName);
  await field(page, 'personalDetails.lastName').fill(applicant.lastName);
  await fillDate(page, 'personalDetails.dateOfBirth', applicant.dateOfBirth);
  await field(page, 'personalDetails.personalCode').fill(applicant.personalCode);
  await chooseRadio(page, 'personalDetails.gender', applicant.gender);
}

/** The classic contact page's answers, the general policies accepted. */
export async function fillContactDetails(page: Scope, applicant: Applicant) {
  await field(page, 'contactDetails.email').fill(applicant.email);
  await field(page, 'contactDetails.phoneNumber').fill(applicant.phone);
  await field(page, 'contactDetails.postalCode').fill(applicant.postalCode);
  await field(page, 'contactDetails.city').fill(applicant.city);
  await field(page, 'contactDetails.province').fill(applicant.province);
  await field(page, 'contactDetails.street').fill(applicant.street);
  await field(page, 'contactDetails.houseNumber').fill(applicant.houseNumber);
  await field(page, 'generalPolicies').check();
}

/**
 * Fills every classic step after loan information, up to the reference step's Continue; each
 * page is checked with axe unless `checkPage` is false (the bench, which times the moves).
 */
export async function fillApplication(page: Page, applicant: Applicant, walk: WalkOptions = {}) {
  await expect(page).toHaveURL(/personal-details$/);
  await fillPersonalDetails(page, applicant);
  await continueTo(page, /contact-details$/, walk);
  await fillContactDetails(page, applicant);
  await continueTo(page, /income-details$/, walk);
  await fillIncomeDetails(page, applicant);
  await continueTo(page, /other-information$/, walk);
  await fillOtherInformation(page, applicant);
  await continueTo(page, /reference-information$/, walk);
  await fillReferenceInformation(page, applicant);
}

/** The classic income page's answers: employed, with the applicant's income. */
export async function fillIncomeDetails(page: Scope, applicant: Applicant) {
  await field(page, 'incomeDetails.incomeSource').selectOption('employed');
  await field(page, 'incomeDetails.monthlyIncome').fill(applicant.monthlyIncome);
}

/** The classic other-information page's answers. */
export async function fillOtherInformation(page: Scope, applicant: Applicant) {
  await field(page, 'otherDetails.loanPurpose').selectOption('car');
  await field(page, 'otherDetails.maritalStatus').selectOption('single');
  await field(page, 'otherDetails.housingTenure').selectOption('rent');
  await field(page, 'otherDetails.numberOfDependants').fill('0');
  await field(page, 'expenses.monthlyExpenses').fill(applicant.monthlyExpenses);
}

/** The classic reference page's answers: a family member. */
export async function fillReferenceInformation(page: Scope, applicant: Applicant) {
  await chooseRadio(page, 'referenceDetails.type', 'family');
  await field(page, 'referenceDetails.name').fill(applicant.referenceName);
  await field(page, 'referenceDetails.phoneNumber').fill(applicant.referencePhone);
}
