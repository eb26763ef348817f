import i18next from 'i18next';
import type { Root } from 'react-dom/client';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { BASE_PATH } from '../../server/base-path';
import { App } from '../app/app';
import { applyBrandToDocument } from '../app/apply-brand-to-document';
import { lazyApplicationPage } from '../app/load-application-page';
import type { RuntimeConfig } from '../app/runtime-config';
import { forDeployment } from '../app/served-brand';
import { createAppStore } from '../app/store';
import type { BrandConfig, Locale } from '../config/brand-config-schema';
import { initI18n } from '../features/i18n';
import { setDocumentLanguage } from '../features/i18n/document-language';
import { loadBrandFlow } from '../flows/flow-files';
import { lazyApiClient } from '../lib/lazy-api-client';
import { brandBookPages } from './brand-book-pages';
import { rememberRedirect } from '../features/lead';
import { sampleApplication, seedSampleLead } from './sample-application';
import '../styles/global.css';

/**
 * One page of the brand, as the app draws it: the whole app at the page's route, the sandbox's
 * sample lead of the page's state (seeded as the page starts) with every step before it visited,
 * talking to the deployment's lead API (the sandbox). Answers stay in the tab (never kept on the
 * device).
 */
export async function renderPreview({
  root,
  config,
  brand: registered,
  pageId,
  locale,
}: {
  root: Root;
  config: RuntimeConfig;
  brand: BrandConfig;
  pageId: string;
  locale: Locale;
}) {
  const brand = { ...forDeployment(registered, config), keepAnswersOnDevice: false };
  const pages = brandBookPages(await loadBrandFlow(brand.flow));
  const page = pages.find((each) => each.id === pageId);
  if (!page) {
    root.render(
      <main>
        <h1>
          No page “{pageId}” in the brand book of {brand.id}
        </h1>
      </main>,
    );
    return;
  }
  const [lead] = await Promise.all([
    seedSampleLead(config.apiBaseUrl, brand, page),
    applyBrandToDocument(brand),
  ]);
  // A REDIRECTED page reads its partner's address where the app keeps it, in this tab.
  if (lead) rememberRedirect(lead);
  const i18n = await initI18n(BASE_PATH, brand);
  await i18next.changeLanguage(locale);
  setDocumentLanguage(locale);
  const visited = pages.filter((each) => each.kind === 'step').map((each) => each.route);
  const api = lazyApiClient({ baseUrl: config.apiBaseUrl, product: brand.id });
  const store = createAppStore({
    api,
    recaptchaScriptUrl: config.recaptchaScriptUrl,
    apiBaseUrl: config.apiBaseUrl,
    landingSearch: '',
    landingPath: page.route,
    brand,
    initialState: sampleApplication(brand, page, visited, lead),
    keepAnswersOnDevice: false,
  });
  const location = memoryLocation({ path: page.route });
  root.render(
    <App
      brand={brand}
      applicationPage={lazyApplicationPage(brand)}
      store={store}
      router={(children) => <Router hook={location.hook}>{children}</Router>}
      crashText={i18n.t('errors>crash')}
      reloadText={i18n.t('errors>loadFailedReload')}
      loadingText={i18n.t('common>loading')}
    />,
  );
}
