import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Router, useLocation } from 'wouter';
import { BASE_PATH } from '../../server/base-path';
import { Loader } from '../components/ui/loader';
import type { BrandConfig } from '../config/brand-config-schema';
import { isEmbedded } from '../lib/frame';
import { BrandProvider } from '../config/brand-context';
import { AnalyticsProvider } from '../features/tracking/analytics-provider';
import { AppRoutes } from './app-routes';
import { AppShell, PageHeightReporting } from './app-shell';
import { ErrorBoundary } from './error-boundary';
import type { AppStore } from './store';

export interface AppProps {
  brand: BrandConfig;
  /** The brand's application page, loaded lazily (see load-application-page.ts). */
  applicationPage: ComponentType;
  store: AppStore;
  crashText: string;
  /** The crash's way out: the same address loaded again (the answers are kept on the device). */
  reloadText: string;
  loadingText: string;
  /** Tests pass a memory location; the product uses the browser's history under the base path. */
  router?: (children: ReactNode) => ReactNode;
  /** Whether the page is framed: the browser's own answer, or the build's for a framed first page. */
  embedded?: boolean;
}

/** Size 80; neutral while a returning customer's link is being continued (spec section 2). */
function PageLoader({ label }: { label: string }) {
  const [pathname] = useLocation();
  return <Loader size={80} label={label} neutral={pathname.includes('continue')} />;
}

const browserRouter = (children: ReactNode) => <Router base={BASE_PATH}>{children}</Router>;

export function App({
  brand,
  applicationPage,
  store,
  crashText,
  reloadText,
  loadingText,
  router = browserRouter,
  embedded = isEmbedded(),
}: AppProps) {
  return (
    <ErrorBoundary
      fallback={
        // A page's code that keeps failing to download ends here too (a release replaced it):
        // loaded again, the page gets the release's own. A link, so no script runs for it.
        <p role="alert">
          {crashText}{' '}
          {/* The empty address is the page's own, query included: a link that loads it again. */}
          {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
          <a href="">{reloadText}</a>
        </p>
      }
      retrying={<Loader size={80} label={loadingText} />}
    >
      {/* PostHog's context: its client arrives once PostHog has started (analytics-provider.tsx). */}
      <AnalyticsProvider>
        <BrandProvider brand={brand}>
          <Provider store={store}>
            {router(
              <Suspense fallback={<PageLoader label={loadingText} />}>
                <AppShell embedded={embedded}>
                  <Suspense fallback={<PageLoader label={loadingText} />}>
                    <AppRoutes applicationPage={applicationPage} />
                    <PageHeightReporting />
                  </Suspense>
                </AppShell>
              </Suspense>,
            )}
          </Provider>
        </BrandProvider>
      </AnalyticsProvider>
    </ErrorBoundary>
  );
}
