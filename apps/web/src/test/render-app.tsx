import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { lazy, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { onTestFinished } from 'vitest';
import { initReactI18next } from 'react-i18next';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../app/app';
import { resolveBrand } from '../app/brand-registry';
import { lazyApplicationPage } from '../app/load-application-page';
import { createAppStore } from '../app/store';
import { initialValue } from '../config/clamp-to-bounds';
import { i18nLogger } from '../features/i18n/i18n-logger';
import { i18nOptions } from '../features/i18n/i18n-options';
import { Locales, type BrandConfig, type Locale } from '../config/brand-config-schema';
import type { ApiClient, ApiResult } from '../lib/api-client';
import { ApplicationState, type LeadAnswer } from '@lf/contract';
import {
  initialApplicationState,
  type ApplicationData,
  type ApplicationSliceState,
} from '../features/application';

/** The lead id a test's lead has (see renderApp's `lead`). */
/** The API of a test in which the page makes no call: any call fails it. */
export const noApiCalls = (async () => {
  throw new Error('No API call expected');
}) as unknown as ApiClient;

export const TEST_LEAD_ID = '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f';

/**
 * The lead API's answer to a save of the test's lead, which the server puts at `state`. Its expiry
 * is far off: a date that passes would make a test's outcome depend on the day it runs.
 */
export const leadAnswerIn = (state: ApplicationState): ApiResult<LeadAnswer> => ({
  ok: true,
  status: 200,
  data: {
    id: TEST_LEAD_ID,
    applicationState: state,
    leadStatus: 1,
    expiresAt: '2099-12-31T10:00:00.000Z',
  },
});

/** What a page says when the save of a page already left failed (`notifications>notSavedYet`). */
export const NOT_SENT_YET_ES =
  'No hemos podido enviar tus últimas respuestas. Se guardan en este dispositivo y se enviarán cuando continúes.';

/** Every locale's translation files, as the app fetches them: `{ es: { translation, dynamic } }`. */
const localeFiles = import.meta.glob<Record<string, unknown>>('../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, texts] of Object.entries(localeFiles)) {
  const [lng = '', ns = ''] = file.split('/').slice(-2);
  (resources[lng] ??= {})[ns.replace(/\.json$/, '')] = texts;
}

/**
 * i18next as the app sets it up, with every locale's files. `missing`: a strict check, no
 * fallback to English, and every key the page asks for that the locale lacks is recorded there.
 * `shownRaw`: with the app's fallback, every key that no language has (the page would show the
 * key itself) is recorded there.
 */
export async function initTestI18n(lng: Locale = 'es', missing?: string[], shownRaw?: string[]) {
  const options = i18nOptions({
    lng,
    supportedLngs: Locales,
  });
  const record = missing ?? shownRaw;
  await i18next
    .use(i18nLogger)
    .use(initReactI18next)
    .init({
      ...options,
      resources,
      react: { useSuspense: false },
      ...(missing ? { fallbackLng: false } : {}),
      ...(record
        ? {
            saveMissing: true,
            missingKeyHandler: (
              _lngs: readonly string[],
              ns: string,
              key: string,
              shown: string | undefined,
            ) => {
              // A text asked for with a default (an optional hint: '') shows that default.
              if (missing || shown === key) record.push(`${ns}ˆ${key}`);
            },
          }
        : {}),
    });
  await i18next.changeLanguage(lng);
  return i18next;
}

/**
 * Takes the namespaces out of i18next; asked for, each comes back after 50 ms, as over a slow
 * line. Put back as they were once the test has finished.
 */
function arriveLate(i18n: typeof i18next, namespaces: readonly string[]) {
  const held = new Map<string, unknown>();
  for (const lng of Object.keys(resources)) {
    for (const ns of namespaces) {
      held.set(`${lng}/${ns}`, i18n.getResourceBundle(lng, ns));
      i18n.removeResourceBundle(lng, ns);
    }
  }
  const connector = i18n.services.backendConnector as object;
  const backend: unknown = Reflect.get(connector, 'backend');
  const read = (lng: string, ns: string, done: (error: null, data: unknown) => void) =>
    setTimeout(() => done(null, held.get(`${lng}/${ns}`) ?? {}), 50);
  Reflect.set(connector, 'backend', { read });
  // With bundled resources i18next loads nothing more, unless told the bundle is partial.
  i18n.options.partialBundledLanguages = true;
  // And a page waits for them as the app's does: it suspends until they have come.
  i18n.options.react = { ...i18n.options.react, useSuspense: true };
  onTestFinished(() => {
    i18n.options.react = { ...i18n.options.react, useSuspense: false };
    Reflect.set(connector, 'backend', backend);
    i18n.options.partialBundledLanguages = false;
    for (const [key, bundle] of held) {
      const [lng = '', ns = ''] = key.split('/');
      i18n.addResourceBundle(lng, ns, bundle, true, true);
    }
  });
}

function LocationProbe() {
  const [pathname] = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

const pages = import.meta.glob<{ default: ComponentType }>(
  '../app/application-pages/*-application-page.tsx',
);

/** A brand of the registry, for a test that changes one of its settings (features may not import the registry). */
export const registeredBrand = (id: string): BrandConfig => resolveBrand(id);

/** A test brand's page: the brand's page layout, without the styles of a brand folder. */
function testBrandPage(brand: BrandConfig) {
  const load = pages[`../app/application-pages/${brand.applicationPage}-application-page.tsx`];
  if (!load) throw new Error(`No application page "${brand.applicationPage}"`);
  return lazy(load);
}

type AppOptions = {
  path?: string;
  api: ApiClient;
  brandId?: string;
  /** A brand the registry does not have (a test brand), instead of `brandId`. */
  brand?: BrandConfig;
  locale?: Locale;
  /** Records every text the page asks for that the locale lacks (no English fallback). */
  missingTexts?: string[];
  /** Starts with a lead the server has moved to `state`, its answers and the pages visited. */
  lead?: {
    state: ApplicationState;
    data?: Partial<ApplicationData>;
    visited?: string[];
    /** The lead's write secret this browser holds (none unless given). */
    writeSecret?: string;
    /** Field errors the server gave for a page, held as an answer left them (decision 0029). */
    errors?: ApplicationSliceState['errors'];
  };
  /** The reCAPTCHA script the initial-details step loads (a test's own address: loaded once). */
  recaptchaScriptUrl?: string;
  /** Namespaces not loaded yet: fetched when a page asks for them, and arriving a moment later. */
  lateTexts?: readonly string[];
  /** Texts a test adds to the locale's translation (a fixture data point's label). */
  texts?: Record<string, unknown>;
  /** Drawn as inside a partner's frame. */
  embedded?: boolean;
  /** The lead a closed tab of this device was applying with (`earlierLeadId`). */
  earlierLeadId?: string;
};

/** The whole app at `path`, with the API given: its element, store and location. */
async function appAt({
  path = '/',
  api,
  brandId = 'default-es',
  brand: givenBrand,
  locale = 'es',
  missingTexts,
  lead,
  recaptchaScriptUrl,
  lateTexts,
  texts,
  embedded = false,
  earlierLeadId,
}: AppOptions) {
  // A text no language has shows its key to the applicant (the continue page's heading read
  // "continueLink>titleTitle"): any test that draws one fails. Texts arriving late are missing
  // for a moment by design.
  const shownRaw: string[] = [];
  const i18n = await initTestI18n(locale, missingTexts, lateTexts ? undefined : shownRaw);
  onTestFinished(() => {
    if (shownRaw.length > 0)
      throw new Error(
        `Texts shown as their keys (no language has them): ${[...new Set(shownRaw)].join(', ')}`,
      );
  });
  if (texts) i18n.addResourceBundle(locale, 'translation', texts, true, false);
  if (lateTexts) arriveLate(i18n, lateTexts);
  const brand = givenBrand ?? resolveBrand(brandId);
  const data: ApplicationData = {
    amount: initialValue(brand.loan.amount),
    period: initialValue(brand.loan.period),
    ...(lead ? { id: TEST_LEAD_ID, leadStatus: 1, ...lead.data } : {}),
  };
  const store = createAppStore({
    api,
    retryDelaysMs: [0, 0, 0],
    recaptchaScriptUrl,
    initialState: {
      ...initialApplicationState(data),
      ...(lead
        ? {
            progressState: lead.state,
            visited: lead.visited ?? [],
            writeSecret: lead.writeSecret ?? null,
            ...(lead.errors
              ? { errors: lead.errors, erroredFormPath: Object.keys(lead.errors)[0] ?? null }
              : {}),
          }
        : {}),
      ...(earlierLeadId ? { earlierLeadId } : {}),
    },
  });
  // One location for the whole render, its entries recorded (a replace takes the last one's place).
  const location = memoryLocation({ path, record: true });
  const router = (children: ReactNode) => (
    <Router hook={location.hook}>
      {children}
      <LocationProbe />
    </Router>
  );
  const user = userEvent.setup();
  const app = (
    <App
      brand={brand}
      applicationPage={givenBrand ? testBrandPage(brand) : lazyApplicationPage(brand)}
      store={store}
      router={router}
      crashText={i18n.t('errors>crash')}
      reloadText={i18n.t('errors>loadFailedReload')}
      loadingText={i18n.t('common>loading')}
      embedded={embedded}
    />
  );
  /** The router's history entries, oldest first. */
  const history = location.history ?? [];
  return { app, user, store, history };
}

/** Renders the whole app at `path` as a person would meet it, with the API given. */
export async function renderApp(options: AppOptions) {
  const { app, ...rest } = await appAt(options);
  // The first render may suspend on a page's lazy chunk or a pending answer: an awaited act lets
  // React settle it (a bare render's act is synchronous, and React reports a suspension in it).
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(app);
  });
  if (!view) throw new Error('The app did not render');
  return { ...view, ...rest };
}

/**
 * Mounts the app as the browser runs it, outside act(): React commits in a task of its own and
 * runs the effects after, so a test can act between the two (an input event as a control appears).
 * React is told this is no act() environment until the test ends, when the app is unmounted and
 * the setting put back as it was.
 */
export async function mountAppOutsideAct(options: AppOptions) {
  const { app, ...rest } = await appAt(options);
  const actEnvironment: unknown = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(app);
  onTestFinished(() => {
    root.unmount();
    container.remove();
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
  });
  return { container, ...rest };
}

/**
 * credisol-es (v3) with a lead at its gender page, every page before it answered: `renderApp`'s
 * `brandId`, `path` and `lead`.
 */
export const credisolAtGenderPage = {
  brandId: 'credisol-es',
  path: '/gender',
  lead: {
    state: ApplicationState.LOAN_INFORMATION,
    visited: ['/', '/loan-purpose', '/name', '/gender'],
    data: {
      contactDetails: { email: 'lucia.martin@example.com', phoneNumber: '+34612345678' },
      policies: { generalTerms: true },
      googleCaptchaToken: 'a-token',
      otherDetails: { loanPurpose: 'car' },
      personalDetails: { firstName: 'Lucía', lastName: 'Martín Ruiz' },
    },
  },
} satisfies Omit<Parameters<typeof renderApp>[0], 'api'>;

/**
 * default-es (classic) with a lead at its personal-details page (or at `state`), the page
 * answered: `renderApp`'s `path` and `lead`.
 */
export const classicAtPersonalDetails = (
  state: ApplicationState = ApplicationState.PERSONAL_DETAILS,
) =>
  ({
    path: '/personal-details',
    lead: {
      state,
      visited: ['/loan-information', '/personal-details'],
      data: {
        personalDetails: {
          firstName: 'Ana',
          lastName: 'García López',
          dateOfBirth: '1990-05-17',
          personalCode: '12345678Z',
          gender: 'female',
        },
      },
    },
  }) satisfies Omit<Parameters<typeof renderApp>[0], 'api'>;

/**
 * Answers default-es's personal details page as a Spanish applicant would, by typing (`typed`
 * replaces an answer).
 */
export async function fillPersonalDetails(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  typed: { name?: string; lastName?: string; day?: string; personalCode?: string } = {},
) {
  await user.type(await screen.findByLabelText('Nombre'), typed.name ?? 'Ana');
  await user.type(screen.getByLabelText('Apellidos'), typed.lastName ?? 'García López');
  await user.type(screen.getByLabelText('Día'), typed.day ?? '17');
  await user.type(screen.getByLabelText('Mes'), '5');
  await user.type(screen.getByLabelText('Año'), '1990');
  await user.type(screen.getByLabelText('DNI o NIE'), typed.personalCode ?? '12345678Z');
  await user.click(screen.getByRole('radio', { name: 'Mujer' }));
}
