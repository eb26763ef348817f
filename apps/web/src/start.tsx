import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BASE_PATH } from '../server/base-path';
import { App } from './app/app';
import { applyBrandToDocument } from './app/apply-brand-to-document';
import { withBuiltImages } from './app/brand-images';
import {
  carryOverSentPage,
  handOverEarlyActions,
  noteOwnershipWithValues,
  stopHoldingEarlyActions,
  untilOwnedByReact,
} from './app/early-actions-hold';
import { canHydrateFirstPage } from './app/first-paint';
import { lazyApplicationPage, loadApplicationPage } from './app/load-application-page';
import { loadRuntimeConfig } from './app/runtime-config';
import { rememberBrand, rememberedBrand, selectBrand } from './app/select-brand';
import { rootErrorOptions } from './app/root-error-options';
import { servedBrand } from './app/served-brand';
import { createAppStore, type AppStore } from './app/store';
import type { BrandConfig } from './config/brand-config-schema';
import type { ApiClient } from './lib/api-client';
import { followUiColors } from './app/follow-ui-colors';
import { currentState, startApplication } from './features/application';
import { chosenLanguage, initI18n } from './features/i18n';
import { noteApplicationAtLoad, notePagesShown } from './features/tracking/pages-shown';
import { isMailLinkPage, removePersonalDataFromAddressBar } from './features/url-intake';
import { isEmbedded } from './lib/frame';
import { lazyApiClient } from './lib/lazy-api-client';
import { AFTER_FIRST_PAGE_MARK } from './lib/after-first-page-mark';
import { markInitAt } from './lib/load-start';
import { endTakeOverInTurns, startTakeOverInTurns } from './lib/hydration-turns';
import { logger } from './lib/logger';
import { whenIdle } from './lib/when-idle';
import { yieldToMain } from './lib/yield-to-main';
import { prepareMoneyFormat } from './config/format-money';
import { adoptNumberPatterns } from './config/number-format';
import { numberPatternsOf } from './app/number-patterns-block';

const FALLBACK_TEXT = 'Something went wrong. Please, try again later.';

/** Tracking and the brand's tracking configuration: after the first page only. */
const tracking = () => import('./app/start-tracking');

async function start(container: HTMLElement) {
  const loadedAt = Date.now();
  // The modules' evaluation ends the first task; start-up begins in the next one. The page's
  // first touch of browser storage (5 ms of that task's 17 in a profile) comes after it too.
  await yieldToMain();
  markInitAt(loadedAt);
  // Tracking starts later (once idle): the pages shown before are noted for it.
  notePagesShown();
  // Before the app asks for anything: an unsubscribe link's address and a mail link's token must
  // not go as a referrer. Their code loads only on the pages a mail links to.
  if (isMailLinkPage(window.location.pathname)) {
    (await import('./features/url-intake/lazy-mail-links')).holdMailLinkParts();
  }
  const config = await loadRuntimeConfig(`${BASE_PATH}/config.json`);
  const switching = import.meta.env.DEV || config.allowBrandSwitch;
  const remembered = switching ? rememberedBrand() : null;
  // The page holds its brand; every brand's definition loads only where it does not fit. Its
  // logo and favicon named as the prerendered page names them.
  const brand = withBuiltImages(
    servedBrand(config, window.location.search, switching, remembered) ??
      selectBrand(
        config,
        window.location.search,
        import.meta.env.DEV,
        await import('./app/brand-registry'),
        remembered,
      ),
  );
  // A brand picked with ?brand= stays for the session: a reload or a later step keeps it; another
  // brand starts a clean application.
  if (switching) rememberBrand(brand, remembered);
  const themed = applyBrandToDocument(brand);
  // Start downloading the brand's page and styles while the translations load.
  loadApplicationPage(brand).catch(() => undefined);
  // Start-up runs as several short tasks, not one long one: a tap or a frame can come between.
  await yieldToMain();
  const i18n = await initI18n(BASE_PATH, brand);
  const locale = chosenLanguage(brand);
  // Every first page shows a sum (the loan controls, or the v3 form's loan summary): its
  // formatter is made in a task of its own, not inside a render (72 ms at 4x CPU on a v3 page).
  await yieldToMain();
  // The page gives the build's patterns of the numbers it shows, and none is left to Intl
  // (decision 0034); without them (another language), the first Intl.NumberFormat is made here.
  adoptNumberPatterns(numberPatternsOf());
  prepareMoneyFormat(locale, brand.currency.code);
  await yieldToMain();
  const { keepAnswersOnDevice } = brand;
  const initialState = startApplication({
    rules: brand,
    search: window.location.search,
    keepAnswersOnDevice,
  });
  noteApplicationAtLoad({
    leadId: initialState.applicationData.id ?? null,
    state: currentState(initialState.progressState),
  });
  const api = lazyApiClient({ baseUrl: config.apiBaseUrl, product: brand.id });
  const store = createAppStore({
    api,
    recaptchaScriptUrl: config.recaptchaScriptUrl,
    apiBaseUrl: config.apiBaseUrl,
    landingSearch: window.location.search,
    landingPath: window.location.pathname,
    brand,
    // Its static affiliate reference, for attribution (the first Continue may run it first).
    loadTrackingConfig: () => tracking().then((loaded) => loaded.loadTrackingConfig(brand.id)),
    // Session, stored answers and the address's parameters (spec sections 2 to 4).
    initialState,
    keepAnswersOnDevice,
  });
  removePersonalDataFromAddressBar();
  // A brand other than the page's has its tokens on the page before anything is drawn with them.
  await themed;
  // The session's UI colours map over the brand's colours, before anything is drawn with them.
  await followUiColors(store, brand.theme);
  await yieldToMain();
  // StrictMode checks the app in development (effects run twice, unsafe APIs warn); a production
  // build leaves it out.
  const app = (
    <StrictMode>
      <App
        brand={brand}
        applicationPage={lazyApplicationPage(brand)}
        store={store}
        crashText={i18n.t('errors>crash')}
        reloadText={i18n.t('errors>loadFailedReload')}
        loadingText={i18n.t('common>loading')}
      />
    </StrictMode>
  );
  // The server sent the build's first page: React takes it over where this visit shows that very
  // page, else draws its own (a returning applicant, another language, a prefilled amount).
  const hydrate = canHydrateFirstPage({
    prerenderedBrand: container.dataset.prerendered,
    prerenderedEmbedded: container.dataset.embedded === 'true',
    brand,
    locale,
    route: routeUnderBase(window.location.pathname),
    embedded: isEmbedded(),
    state: store.getState().application,
  });
  // Taps and values given on the page sent before this code ran are replayed once React has it;
  // a page drawn afresh has other elements, and nothing is held any more.
  if (hydrate) {
    // A value set on a control React has from here on reached React, and is not set again.
    noteOwnershipWithValues();
    // The form is taken over first; the header, footer and cost example each in a later task.
    startTakeOverInTurns();
    // As a transition, React takes the page over in slices of a few milliseconds, yielding to
    // the browser between them, instead of in one task per part (decision 0031).
    startTransition(() => {
      hydrateRoot(container, app, rootErrorOptions);
    });
    // What the applicant does on the page sent stays held until React owns all its controls and
    // has done it again in order; the replay's code loads only when something was held.
    const controls = [...container.querySelectorAll('button, input, select, textarea')];
    void untilOwnedByReact(controls)
      .then(() => {
        endTakeOverInTurns();
        return handOverEarlyActions(() => import('./app/early-actions'));
      })
      .catch((error: unknown) => logger.error('Early actions were not replayed', error));
  } else {
    const held = stopHoldingEarlyActions();
    // What the applicant typed or ticked on the page sent is theirs: its elements are kept aside,
    // and the page drawn afresh (a returning applicant's restored page) shows it in the same
    // fields, unless they type there first.
    const sentPage = document.createDocumentFragment();
    sentPage.append(...container.childNodes);
    createRoot(container, rootErrorOptions).render(app);
    if (Array.isArray(held) && held.length > 0)
      carryOverSentPage(sentPage, container, () => import('./app/early-actions')).catch(
        (error: unknown) => logger.error('Answers given on the page sent were not carried', error),
      );
  }
  whenIdleAfterLoad(() => void startAfterFirstPage(store, brand, api));
}

/**
 * What starts once the first page is idle, each in a task of its own: started in one, their
 * imports' preload links made a task of 17 ms (70 ms at 4x CPU, decision 0034).
 */
async function startAfterFirstPage(store: AppStore, brand: BrandConfig, api: ApiClient) {
  // One lead in every tab of this browser (a tab without one asks the others for theirs, and one
  // with a lead hands it over), followed where it moved on in another tab or on another device.
  import('./features/lead/one-lead-everywhere')
    .then(({ keepOneLeadEverywhere }) =>
      keepOneLeadEverywhere({
        store,
        product: brand.id,
        api,
        shownPath: () => routeUnderBase(window.location.pathname),
      }),
    )
    .catch((error: unknown) => logger.warn('The lead cannot be kept one across tabs', error));
  await yieldToMain();
  tracking()
    .then(({ startTrackingFor }) => startTrackingFor(store, brand))
    .catch((error: unknown) => logger.error('Tracking did not start', error));
  await yieldToMain();
  // The next steps' code, field rules and phone metadata: Continue then waits for the server.
  import('./app/prefetch-next-steps')
    .then(({ prefetchNextSteps }) => prefetchNextSteps(brand))
    .catch(() => undefined);
  // Each has started loading: what loads from here on is after the first page.
  performance.mark(AFTER_FIRST_PAGE_MARK);
}

/** The path the router sees: '/' for the start route. */
function routeUnderBase(pathname: string): string {
  const route = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) : pathname;
  return route === '' ? '/' : route;
}

/**
 * Once the first page is interactive and the browser idle, however long it stays busy: tracking
 * never delays it. Safari has no requestIdleCallback: there, right after the load event.
 */
function whenIdleAfterLoad(run: () => void) {
  const idle = () => void whenIdle(null).then(run);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

const container = document.getElementById('root');
if (!container) throw new Error('Root container #root not found');
start(container).catch((error: unknown) => {
  logger.error('Start-up failed', error);
  container.textContent = FALLBACK_TEXT;
});
