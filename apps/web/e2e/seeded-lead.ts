import { randomUUID } from 'node:crypto';
import { ApplicationState, LeadAnswerSchema, type LeadAnswer, type LeadData } from '@lf/contract';
import type { Page } from '@playwright/test';
import { StateRoutes } from '../src/features/flow/application-routes';
import { API_ORIGIN, WEB_ORIGIN } from './fixtures';
import { againIfDropped } from './api-faults';
import { openBlank } from './blank-page';

export interface SeedOptions {
  /** A brand id for `?brand=`; the deployment's brand when absent. */
  brand?: string;
  /**
   * The product the sandbox stores the lead under (what the app sends: its brand's id), for what
   * the sandbox knows per brand (its partners, its loan's bounds); else the contract's
   * PRODUCT_ID, a product it does not know.
   */
  product?: string;
  state: ApplicationState;
  /** Answers the lead already holds (and the app shows); amount and period have defaults. */
  data?: LeadData;
}

/** The answers of a Spanish applicant who walked through the first pages, for seeding. */
export const seededPersonalDetails = {
  firstName: 'Ana',
  lastName: 'García López',
  dateOfBirth: '1990-05-17',
  personalCode: '12345678Z',
  gender: 'female',
};
/** A Filipino applicant's personal details: a PhilSys card number the lead API's check takes. */
export const seededPhilippinePersonalDetails = {
  firstName: 'Juan',
  lastName: 'Dela Cruz',
  dateOfBirth: '1958-02-11',
  personalCode: '1234567891011213',
  gender: 'male',
};
export const seededContactDetails = {
  email: 'ana.garcia@example.com',
  phoneNumber: '+34612345678',
  postalCode: '28013',
  city: 'Madrid',
  province: 'Madrid',
  street: 'Calle Mayor',
  houseNumber: '12',
};

/** What an applicant who walked there would have: a loan chosen, their answers. */
const DEFAULT_DATA = { amount: 500, period: 61 } satisfies LeadData;

/** A lead the sandbox stores at `state` (`POST /test/leads`), without opening any page. */
export async function storeLead(
  page: Page,
  state: ApplicationState,
  data: LeadData,
  product?: string,
): Promise<LeadAnswer> {
  const response = await againIfDropped(() =>
    page.request.post(`${API_ORIGIN}/test/leads`, {
      data: { applicationState: state, data, ...(product ? { product } : {}) },
    }),
  );
  if (response.status() !== 201) {
    throw new Error(`Seeding a lead failed: ${response.status()} ${await response.text()}`);
  }
  return LeadAnswerSchema.parse(await response.json());
}

/**
 * Opens the app at `state` without clicking through the steps before it: the sandbox stores a
 * lead at that state (`POST /test/leads`, on with SANDBOX_TEST_ROUTES=1), the browser gets the
 * session state the app would have saved on the way (`state` in session storage), and the page
 * opens on the state's route. Returns the sandbox's answer.
 */
export async function openAtState(
  page: Page,
  { brand, product, state, data = {} }: SeedOptions,
): Promise<LeadAnswer> {
  const seededData: LeadData = { ...DEFAULT_DATA, ...data };
  const lead = await storeLead(page, state, seededData, product);
  await openHolding(page, lead, { brand, data: seededData });
  return lead;
}

/**
 * Opens the app on the route of `lead`'s state with the session state the app would have saved
 * for it (openAtState), whether or not the sandbox has that lead: a lead it does not know is
 * one this browser holds and the lead API never had, or no longer has.
 */
export async function openHolding(
  page: Page,
  lead: LeadAnswer,
  { brand, data: seededData = DEFAULT_DATA }: Pick<SeedOptions, 'brand' | 'data'> = {},
): Promise<void> {
  const sessionId = randomUUID();
  const sessionStartedAt = new Date().toISOString();
  const session: Record<string, unknown> = {
    sessionId,
    sessionStartedAt,
    state: {
      applicationData: {
        ...seededData,
        id: lead.id,
        sessionId,
        sessionStartedAt,
        leadStatus: lead.leadStatus,
        expiresAt: lead.expiresAt,
      },
      progressState: lead.applicationState,
      // As the app keeps a lead it created: its write secret and revision, in this tab only.
      writeSecret: lead.writeSecret ?? null,
      leadRevision: lead.revision ?? null,
    },
    // A redirect's partner hand-over, kept as the app keeps it when checking ends there.
    ...(lead.redirectUrl
      ? {
          redirected: true,
          redirectUrl: lead.redirectUrl,
          redirectMethod: lead.redirectMethod ?? 'GET',
        }
      : {}),
  };
  // Before the app's code runs, once: the tab goes to an empty page of the app's origin, the
  // session gets what the app would have saved, and the state's page opens. A reload keeps what
  // the app saved since. (Not an init script: a tab that shared-page.ts hands to the next test
  // would seed that test's page too.)
  await openBlank(page, WEB_ORIGIN);
  await page.evaluate((entries: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(entries)) {
      window.sessionStorage.setItem(key, JSON.stringify(value));
    }
  }, session);

  const route = StateRoutes.find((entry) => entry.state === lead.applicationState)?.route;
  if (route === undefined) {
    throw new Error(`No route for application state ${lead.applicationState}`);
  }
  await page.goto(`.${route}${brand ? `?brand=${encodeURIComponent(brand)}` : ''}`);
}

/** The sandbox's fixture: the lead's code as if sent `minutesAgo` (SANDBOX_TEST_ROUTES=1). */
/**
 * Opens the page at `state` like openAtState, and waits for the page to have read where its lead
 * stands once idle (decision 0047): what another tab does to the lead after this comes while
 * this tab shows the page, as the tests of a lead moved elsewhere mean it to.
 */
export async function openAtStateLookedAt(
  page: Page,
  options: Parameters<typeof openAtState>[1],
): Promise<Awaited<ReturnType<typeof openAtState>>> {
  const lookedAt = page.waitForResponse((response) =>
    response.url().startsWith(`${API_ORIGIN}/lead/status/`),
  );
  const lead = await openAtState(page, options);
  await lookedAt;
  return lead;
}

export async function backdateCode(page: Page, id: string, minutesAgo: number): Promise<void> {
  const response = await againIfDropped(() =>
    page.request.post(`${API_ORIGIN}/test/mobile-code`, { data: { id, minutesAgo } }),
  );
  if (response.status() !== 200) {
    throw new Error(`Backdating the code failed: ${response.status()} ${await response.text()}`);
  }
}

export { ApplicationState };
