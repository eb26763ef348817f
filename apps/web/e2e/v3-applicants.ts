import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import * as z from 'zod/mini';
import { expect } from './fixtures';
import type { WalkOptions } from './application-flow';

/**
 * One answer on a v3 page, by the lead's data path (`personalDetails.firstName`); the field's id
 * is the path with dots as dashes (`personalDetails-firstName`).
 */
export type V3Answer =
  /** Text, e-mail, phone, an amount or a count, typed; `saved` is how the saved lead shows it. */
  | { kind: 'text'; path: string; text: string; saved?: string }
  /** A memorable date (`YYYY-MM-DD`), typed into its day, month and year fields. */
  | { kind: 'date'; path: string; date: string }
  /** A choice, by its value: radios or a select, whichever the page shows. */
  | { kind: 'choice'; path: string; value: string }
  /** A checkbox, by its id, ticked: a marketing channel, a policy. */
  | { kind: 'tick'; id: string }
  /** The reCAPTCHA stand-in's "I'm not a robot", ticked. */
  | { kind: 'captcha' };

export interface V3Applicant {
  /** The brand's id, for `?brand=`. */
  brand: string;
  /** The flow's pages in order: their paths (`initial-details`, `loan-purpose` ...). */
  pages: readonly string[];
  /** What the applicant answers on each page, keyed by the page's path. */
  answers: Readonly<Record<string, readonly V3Answer[]>>;
}

const FlowFileSchema = z.object({
  steps: z.array(z.union([z.string(), z.object({ step: z.string() })])),
});

/** The pages of a flow file (src/flows/<file>, or a brand's own, src/brands/<id>/<file>), in order. */
function flowPages(file: string): readonly string[] {
  const text = readFileSync(new URL(`../src/${file}`, import.meta.url), 'utf8');
  return FlowFileSchema.parse(JSON.parse(text)).steps.map((step) =>
    typeof step === 'string' ? step : step.step,
  );
}

const text = (path: string, value: string, saved?: string): V3Answer => ({
  kind: 'text',
  path,
  text: value,
  ...(saved === undefined ? {} : { saved }),
});
const date = (path: string, value: string): V3Answer => ({ kind: 'date', path, date: value });
const choice = (path: string, value: string): V3Answer => ({ kind: 'choice', path, value });
/**
 * A box to tick, by its id. The answers name the input (`input#id`): while the policies load,
 * their place holds a status with the same id (the error summary's link lands there), which a
 * bare `#id` would find first and refuse to tick (CI, once: "Not a checkbox").
 */
const tick = (id: string): V3Answer => ({ kind: 'tick', id });

/** The sandbox picks the outcome by a tag in the e-mail address (`ana+accepted@...`). */
export const taggedEmail = (email: string, tag: string) => email.replace('@', `+${tag}@`);

// The phone is typed as dialled in the country, and a lead's number is shown so too (the lead
// keeps it in E.164): as typed, typed or saved.
const initialDetails = (email: string, phone: string): readonly V3Answer[] => [
  text('contactDetails.email', email),
  text('contactDetails.phoneNumber', phone),
  tick('contactDetails-marketingConsents-email'),
  tick('contactDetails-marketingConsents-text'),
  tick('policies'),
  tick('policies-dataProcessing'),
  { kind: 'captcha' },
];

/** A Spanish applicant for credisol-es (v3-default.json): every page answered. */
export function spanishV3Applicant(email = 'lucia.martin@example.com'): V3Applicant {
  return {
    brand: 'credisol-es',
    pages: flowPages('flows/v3-default.json'),
    answers: {
      'initial-details': initialDetails(email, '612345678'),
      'loan-purpose': [choice('otherDetails.loanPurpose', 'car')],
      name: [
        text('personalDetails.firstName', 'Lucía'),
        text('personalDetails.middleName', 'Isabel'),
        text('personalDetails.lastName', 'Martín Ruiz'),
      ],
      gender: [choice('personalDetails.gender', 'female')],
      'date-of-birth': [date('personalDetails.dateOfBirth', '1988-11-23')],
      // A DNI whose letter matches its number.
      'personal-code': [text('personalDetails.personalCode', '12345678Z')],
      'marital-status': [choice('otherDetails.maritalStatus', 'married')],
      education: [choice('otherDetails.education', 'bachelor')],
      'address-information': [
        text('contactDetails.postalCode', '28013'),
        choice('contactDetails.province', 'Madrid'),
        text('contactDetails.city', 'Madrid'),
        text('contactDetails.street', 'Calle Mayor'),
        text('contactDetails.houseNumber', '12'),
      ],
      'flat-number': [text('contactDetails.flatNumber', '3B')],
      'monthly-income': [text('incomeDetails.monthlyIncome', '1850')],
      'income-payday': [text('incomeDetails.incomePayday', '28')],
      'job-area': [choice('incomeDetails.jobArea', 'health')],
      'vehicle-ownership': [
        choice('otherDetails.vehicleOwnership', 'car'),
        text('otherDetails.vehicleLicensePlateNumber', '1234 BCD'),
        choice('otherDetails.isVehicleFinanced', 'no'),
      ],
      'iban-consent': [choice('otherDetails.ibanConsent', 'yes')],
      'bank-account': [
        text('incomeDetails.iban', 'ES91 2100 0418 4502 0005 1332', 'ES9121000418450200051332'),
      ],
      'online-banking': [choice('incomeDetails.usingOnlineBanking', 'yes')],
      'credit-history': [choice('otherDetails.negativeCreditHistory', 'no')],
      'credit-commitments': [
        choice('expenses.creditCommitments', 'yes'),
        choice('expenses.hasOtherLoans', 'no'),
      ],
      'monthly-expenses': [text('expenses.monthlyExpenses', '650')],
      'monthly-credit-commitments': [text('expenses.monthlyCreditCommitments', '120')],
      // A temporary contract: its end date is asked (a permanent one skips that page).
      'position-type': [choice('incomeDetails.positionType', 'fixedTerm')],
      'monthly-extra-income': [text('incomeDetails.monthlyExtraIncome', '200')],
      dependants: [text('otherDetails.numberOfDependants', '1')],
      'country-of-birth': [choice('otherDetails.countryOfBirth', 'ES')],
      citizenship: [choice('otherDetails.citizenship', 'ES')],
      'housing-tenure': [choice('otherDetails.housingTenure', 'rent')],
      'housing-tenure-since-date': [date('otherDetails.housingTenureSinceDate', '2019-04-01')],
      'income-source': [choice('incomeDetails.incomeSource', 'employed')],
      'income-contract-started-at': [date('incomeDetails.incomeContractStartedAt', '2017-09-01')],
      'income-contract-expires-at': [date('incomeDetails.incomeContractExpiresAt', '2031-08-31')],
      'job-title': [text('incomeDetails.jobTitle', 'Enfermera')],
      'employer-name': [text('employer.name', 'Hospital General de Madrid')],
      'pep-details': [
        choice('otherDetails.isPoliticallyExposed', 'no'),
        choice('otherDetails.connectedToPep', 'no'),
      ],
      'total-debt': [text('expenses.totalDebtAmount', '3500')],
    },
  };
}

/**
 * A Romanian applicant for lei-rapid-ro (v3-romanian.flow.json): the CNP 2850302400019 is a woman born
 * on 2 March 1985, as the date of birth says.
 */
export function romanianV3Applicant(email = 'ioana.popescu@example.ro'): V3Applicant {
  return {
    brand: 'lei-rapid-ro',
    pages: flowPages('brands/lei-rapid-ro/v3-romanian.flow.json'),
    answers: {
      'initial-details': initialDetails(email, '0722123456'),
      name: [
        text('personalDetails.firstName', 'Ioana'),
        text('personalDetails.middleName', 'Maria'),
        text('personalDetails.lastName', 'Popescu'),
      ],
      'personal-code': [text('personalDetails.personalCode', '2850302400019')],
      'date-of-birth': [date('personalDetails.dateOfBirth', '1985-03-02')],
      'address-information': [
        text('contactDetails.postalCode', '010011'),
        choice('contactDetails.province', 'București'),
        text('contactDetails.city', 'București'),
        // Asked in Bucharest alone: its sector (issue 38 item 2).
        choice('contactDetails.district', 'Sector 3'),
        text('contactDetails.street', 'Strada Lipscani'),
        text('contactDetails.blockNumber', 'B2'),
        text('contactDetails.houseNumber', '5'),
        text('contactDetails.floor', '3'),
        text('contactDetails.flatNumber', '12'),
      ],
      'id-card': [
        text('otherDetails.idCardNumber', 'XV 123456'),
        text('otherDetails.idCardIssuedAuthority', 'SPCLEP Sector 3'),
        date('otherDetails.idCardIssuedAt', '2020-06-15'),
      ],
      'country-of-birth': [choice('otherDetails.countryOfBirth', 'RO')],
      citizenship: [
        choice('otherDetails.citizenship', 'RO'),
        choice('otherDetails.secondCitizenship', 'MD'),
      ],
      'pep-details': [
        choice('otherDetails.isPoliticallyExposed', 'no'),
        choice('otherDetails.connectedToPep', 'no'),
      ],
      'marital-status': [choice('otherDetails.maritalStatus', 'single')],
      education: [choice('otherDetails.education', 'upperSecondary')],
      'income-source': [choice('incomeDetails.incomeSource', 'employed')],
      'employment-details': [
        text('employer.name', 'Fabrica de Pâine Cluj'),
        text('employer.postalCode', '400001'),
        choice('employer.province', 'Cluj'),
        text('employer.city', 'Cluj-Napoca'),
        text('employer.street', 'Strada Memorandumului'),
        text('employer.houseNumber', '28'),
      ],
      'number-of-dependants': [text('otherDetails.numberOfDependants', '0')],
      'loan-purpose': [choice('otherDetails.loanPurpose', 'personalNeeds')],
      'vehicle-ownership': [choice('otherDetails.vehicleOwnership', 'none')],
    },
  };
}

export const fieldId = (path: string) => path.replace(/\./g, '-');

/** The page's path: the last segment of the address (`/application-frontend/name` → `name`). */
export const pagePath = (page: Page) => new URL(page.url()).pathname.split('/').pop() ?? '';

const radiosOf = (path: string) => `input[type="radio"][name="${fieldId(path)}"]`;
const CAPTCHA_BOX = '#googleCaptchaToken input[type="checkbox"]';

/**
 * Moves focus with Tab (or Shift+Tab, when the element comes before the focused one) until an
 * element matching `selector` has it, as a keyboard user would.
 */
export async function tabTo(page: Page, selector: string): Promise<void> {
  await expect(page.locator(selector).first()).toBeVisible();
  for (let presses = 0; presses < 120; presses += 1) {
    const where = await page.evaluate((css) => {
      const active = document.activeElement;
      if (active?.matches(css)) return 'here';
      const target = document.querySelector(css);
      if (!target || !active || active === document.body) return 'forward';
      return active.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING
        ? 'forward'
        : 'back';
    }, selector);
    if (where === 'here') return;
    await page.keyboard.press(where === 'forward' ? 'Tab' : 'Shift+Tab');
  }
  throw new Error(`Could not reach ${selector} with Tab`);
}

/** Types into a field reached by Tab, replacing what it held. */
export async function typeInto(page: Page, selector: string, value: string): Promise<void> {
  await tabTo(page, selector);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(value);
  await expect(page.locator(selector)).toHaveValue(value);
}

/** Ticks a checkbox reached by Tab, with Space (a ticked one is left as it is). */
async function tickBox(page: Page, selector: string): Promise<void> {
  await tabTo(page, selector);
  if (!(await page.locator(selector).isChecked())) await page.keyboard.press('Space');
  await expect(page.locator(selector)).toBeChecked();
}

/**
 * Picks an option of a select with the arrow keys, as a keyboard user does on a closed list.
 * One key at a time, looking again after each: a postcode's lookup may choose the province
 * while the keys are being pressed.
 */
async function chooseOption(page: Page, selector: string, value: string): Promise<void> {
  await tabTo(page, selector);
  for (let presses = 0; presses < 250; presses += 1) {
    const { current, target } = await page.locator(selector).evaluate((select, wanted) => {
      const options = [...(select as HTMLSelectElement).options];
      return {
        current: (select as HTMLSelectElement).selectedIndex,
        target: options.findIndex((option) => option.value === wanted),
      };
    }, value);
    if (target < 0) throw new Error(`${selector} has no option ${value}`);
    if (current === target) break;
    await page.keyboard.press(target > current ? 'ArrowDown' : 'ArrowUp');
  }
  await expect(page.locator(selector)).toHaveValue(value);
}

/**
 * Checks a radio: Tab reaches the group (its checked radio, or its first), Space checks the
 * focused one, the arrow keys move to another and check it.
 */
async function chooseRadio(page: Page, path: string, value: string): Promise<void> {
  const radios = radiosOf(path);
  const wanted = page.locator(`${radios}[value="${value}"]`);
  await tabTo(page, radios);
  if (await wanted.isChecked()) return;
  const { focused, target } = await page.evaluate(
    ({ css, chosen }) => {
      const items = [...document.querySelectorAll<HTMLInputElement>(css)];
      return {
        focused: items.findIndex((item) => item === document.activeElement),
        target: items.findIndex((item) => item.value === chosen),
      };
    },
    { css: radios, chosen: value },
  );
  if (target === focused) await page.keyboard.press('Space');
  const key = target > focused ? 'ArrowDown' : 'ArrowUp';
  for (let moves = Math.abs(target - focused); moves > 0; moves -= 1) {
    await page.keyboard.press(key);
  }
  await expect(wanted).toBeChecked();
}

/** Gives one answer with the keyboard alone. */
export async function answerByKeyboard(page: Page, answer: V3Answer): Promise<void> {
  switch (answer.kind) {
    case 'text':
      return typeInto(page, `#${fieldId(answer.path)}`, answer.text);
    case 'date': {
      const [year = '', month = '', day = ''] = answer.date.split('-');
      const id = fieldId(answer.path);
      await typeInto(page, `#${id}`, day);
      await typeInto(page, `#${id}-month`, month);
      return typeInto(page, `#${id}-year`, year);
    }
    case 'choice': {
      const select = `select#${fieldId(answer.path)}`;
      if ((await page.locator(select).count()) > 0) {
        return chooseOption(page, select, answer.value);
      }
      return chooseRadio(page, answer.path, answer.value);
    }
    case 'tick':
      return tickBox(page, `input#${answer.id}`);
    case 'captcha':
      return tickBox(page, CAPTCHA_BOX);
  }
}

/** Gives one answer the quick way (fill, check, select), for tests about something else. */
export async function answerQuickly(page: Page, answer: V3Answer): Promise<void> {
  switch (answer.kind) {
    case 'text':
      return page.locator(`#${fieldId(answer.path)}`).fill(answer.text);
    case 'date': {
      const [year = '', month = '', day = ''] = answer.date.split('-');
      const id = fieldId(answer.path);
      await page.locator(`#${id}`).fill(day);
      await page.locator(`#${id}-month`).fill(month);
      return page.locator(`#${id}-year`).fill(year);
    }
    case 'choice': {
      const select = page.locator(`select#${fieldId(answer.path)}`);
      if ((await select.count()) > 0) {
        await select.selectOption(answer.value);
        return;
      }
      return page.locator(`${radiosOf(answer.path)}[value="${answer.value}"]`).check();
    }
    case 'tick':
      return page.locator(`input#${answer.id}`).check();
    case 'captcha':
      return page.locator(CAPTCHA_BOX).check();
  }
}

/**
 * Checks the page shows the answer, as typed or, once saved, as the lead keeps it (an IBAN
 * without its spaces). The captcha is not an answer kept: it is ticked anew.
 */
export async function expectAnswer(
  page: Page,
  answer: V3Answer,
  as: 'typed' | 'saved' = 'typed',
): Promise<void> {
  switch (answer.kind) {
    case 'text':
      return expect(page.locator(`#${fieldId(answer.path)}`)).toHaveValue(
        as === 'saved' ? (answer.saved ?? answer.text) : answer.text,
      );
    case 'date': {
      const [year = '', month = '', day = ''] = answer.date.split('-');
      const id = fieldId(answer.path);
      await expect(page.locator(`#${id}`)).toHaveValue(day);
      await expect(page.locator(`#${id}-month`)).toHaveValue(month);
      return expect(page.locator(`#${id}-year`)).toHaveValue(year);
    }
    case 'choice': {
      const select = page.locator(`select#${fieldId(answer.path)}`);
      if ((await select.count()) > 0) return expect(select).toHaveValue(answer.value);
      return expect(
        page.locator(`${radiosOf(answer.path)}[value="${answer.value}"]`),
      ).toBeChecked();
    }
    case 'tick':
      return expect(page.locator(`input#${answer.id}`)).toBeChecked();
    case 'captcha':
      return;
  }
}

/** The flow page shown: its path, or the flow's first page on the index (`./`). */
export const shownPage = (applicant: V3Applicant, page: Page) =>
  pagePath(page) || (applicant.pages[0] ?? '');

/** The address of a flow page: its path, or the index for the first page. */
export function addressOf(applicant: V3Applicant, path: string): RegExp {
  const shown = path === applicant.pages[0] ? `(${path})?` : path;
  return new RegExp(`/application-frontend/${shown}(\\?|$)`);
}

/** The answers the applicant gives on the page shown, by its path. */
export function answersFor(applicant: V3Applicant, page: Page): readonly V3Answer[] {
  const path = shownPage(applicant, page);
  const answers = applicant.answers[path];
  if (!answers) throw new Error(`${applicant.brand}'s applicant has no answers for ${path}`);
  return answers;
}

/** Answers whatever page is shown, with the keyboard alone or quickly. */
export async function answerPage(
  page: Page,
  applicant: V3Applicant,
  how: 'keyboard' | 'quickly',
): Promise<void> {
  await expect(page.locator('form.lf-step')).toBeVisible();
  for (const answer of answersFor(applicant, page)) {
    await (how === 'keyboard' ? answerByKeyboard(page, answer) : answerQuickly(page, answer));
  }
}

/** Continue, by the keyboard: Tab to the button and Enter. */
export async function continueByKeyboard(page: Page): Promise<void> {
  await tabTo(page, 'form.lf-step button[type="submit"]');
  await page.keyboard.press('Enter');
}

/**
 * Every control of the page's form and what it holds (the captcha's box aside): of the page shown,
 * not of the next one, drawn ahead hidden in the same form (decision 0044).
 */
export function formControls(page: Page): Promise<Record<string, string | boolean>> {
  return page.locator('form.lf-step').evaluate((form) => {
    const controls: Record<string, string | boolean> = {};
    for (const element of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      'input, select',
    )) {
      if (element.closest('#googleCaptchaToken') || !element.checkVisibility()) continue;
      const key = element.id || element.name;
      controls[key] =
        element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)
          ? element.checked
          : element.value;
    }
    return controls;
  });
}

/** Answers the pages shown the quick way (fill, check) and continues, until `until` shows. */
export async function answerQuicklyUntil(
  page: Page,
  applicant: V3Applicant,
  until: string,
  { afterContinue }: Pick<WalkOptions, 'afterContinue'> = {},
) {
  await expect(page.locator('form.lf-step')).toBeVisible();
  const from = applicant.pages.indexOf(shownPage(applicant, page));
  const to = applicant.pages.indexOf(until);
  if (from < 0 || to < from) throw new Error(`Cannot go on from ${page.url()} to ${until}`);
  for (const next of applicant.pages.slice(from + 1, to + 1)) {
    await answerPage(page, applicant, 'quickly');
    await page.locator('form.lf-step button[type="submit"]:visible').click();
    await afterContinue?.(page);
    await expect(page).toHaveURL(addressOf(applicant, next));
    await expect(page.locator('form.lf-step')).toBeVisible();
  }
}
