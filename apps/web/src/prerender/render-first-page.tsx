/**
 * The first page of a brand, rendered to HTML at build time (scripts/prerender.ts): what an
 * applicant sees before any script has run. It renders the same App the browser hydrates, with
 * the state a new applicant starts from (the brand's loan defaults), its default locale's texts
 * and the router at the start route; outside a frame, or inside one (no header or footer).
 */
import i18next from 'i18next';
import { prerender } from 'react-dom/static';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import type { ReactNode } from 'react';
import { BASE_PATH } from '../../server/base-path';
import { App } from '../app/app';
import { resolveBrand } from '../app/brand-registry';
import { withBuiltImages } from '../app/brand-images';
import { lazyApplicationPage } from '../app/load-application-page';
import { createAppStore } from '../app/store';
import { initialValue } from '../config/clamp-to-bounds';
import { prepareCostExampleFormats } from '../config/format-money';
import { LocaleTags } from '../config/locale-tags';
import { numberPatternsMade } from '../config/number-format';
import { preloadedFontFiles, themeStylesheet } from '../config/theme-properties';
import { brandFontFile } from '../app/brand-font-files';
import { initialApplicationState } from '../features/application';
import { i18nOptions } from '../features/i18n/i18n-options';
import { v3FirstPageModule } from './v3-first-page-module';
import type { ApiClient } from '../lib/api-client';
import type { FirstPage, FirstPageVariant, ReadTexts } from './first-page';
import { LoadFailedNotice } from './load-failed-notice';
import { NoScriptNotice } from './no-script-notice';

export { Brands } from '../app/brand-registry';

/** The namespaces a first page may read: the app's texts and the dynamic (v3) pages'. */
export const FIRST_PAGE_NAMESPACES = ['translation', 'dynamic'] as const;

/** The server renders no call: a page that would make one at render time is a mistake. */
const noApi: ApiClient = () => Promise.reject(new Error('No lead API calls while prerendering'));

export async function renderFirstPage(
  brandId: string,
  readTexts: ReadTexts,
  { embedded = false }: FirstPageVariant = {},
): Promise<FirstPage> {
  const brand = withBuiltImages(resolveBrand(brandId));
  const lng = brand.defaultLocale;
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    ...i18nOptions({
      lng,
      supportedLngs: brand.locales,
    }),
    debug: false,
    // The texts every first page reads, and the v3 pages' (the dynamic page's namespace).
    ns: [...FIRST_PAGE_NAMESPACES],
    resources: {
      [lng]: Object.fromEntries(
        FIRST_PAGE_NAMESPACES.map((ns) => [
          ns,
          readTexts(brand.translationPath.replace('{{lng}}', lng).replace('{{ns}}', ns)),
        ]),
      ),
    },
    react: { useSuspense: false },
  });
  for (const [locale, texts] of Object.entries(brand.textOverrides)) {
    if (texts) i18n.addResources(locale, 'translation', texts);
  }
  const store = createAppStore({
    api: noApi,
    initialState: initialApplicationState({
      amount: initialValue(brand.loan.amount),
      period: initialValue(brand.loan.period),
    }),
  });
  // The formatters an earlier brand's page made are not this page's.
  numberPatternsMade();
  const router = (children: ReactNode) => (
    <Router base={BASE_PATH} ssrPath={`${BASE_PATH}/`}>
      {children}
    </Router>
  );
  // React's static renderer waits for every lazy part of the page (its chunk, its texts) before it
  // writes the HTML, so the page comes out whole, as the browser then hydrates it.
  const { prelude } = await prerender(
    <I18nextProvider i18n={i18n}>
      <App
        brand={brand}
        applicationPage={lazyApplicationPage(brand)}
        store={store}
        router={router}
        embedded={embedded}
        crashText={i18n.t('errors>crash')}
        reloadText={i18n.t('errors>loadFailedReload')}
        loadingText={i18n.t('common>loading')}
      />
    </I18nextProvider>,
  );
  const html = await new Response(prelude).text();
  const loadFailed = await new Response(
    (await prerender(<LoadFailedNotice t={i18n.t} />)).prelude,
  ).text();
  const noScript = await new Response(
    (await prerender(<NoScriptNotice t={i18n.t} />)).prelude,
  ).text();
  // The representative example is drawn once the page runs where the HTML leaves it out (the v3
  // loan summary): its patterns come with the page all the same (issue 37).
  prepareCostExampleFormats(lng, brand.currency.code);
  const numberPatterns = numberPatternsMade();
  const { title, description, keywords } = brand.pageData;
  return {
    html,
    loadFailed,
    noScript,
    document: {
      lang: LocaleTags[lng],
      title: title ?? brand.displayName,
      description: description ?? brand.displayName,
      keywords: keywords ?? brand.displayName,
      themeColor: brand.theme.primary,
      favicon: brand.favicon,
      themeStylesheet: themeStylesheet(brand.theme, brandFontFile),
      fontPreloads: preloadedFontFiles(brand.theme, brandFontFile),
    },
    modules: [
      // The app's start, which the entry imports once React DOM and the first page's schemas have
      // run (src/main.tsx).
      'src/app/first-page-schemas.ts',
      'src/start.tsx',
      `src/app/application-pages/${brand.applicationPage}-application-page.tsx`,
      `src/brands/${brand.id}/styles.css`,
      // A v3 page is drawn by the step form, which React needs to take the page over: fetched
      // with the HTML, not after the page's own chunk has run.
      ...(brand.applicationPage === 'dynamic' ? [await v3FirstPageModule(brand)] : []),
    ],
    brand,
    numberPatterns,
  };
}
