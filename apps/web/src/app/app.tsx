import { Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { BASE_PATH } from '../../server/base-path';
import { Loader } from '../components/ui/loader';
import type { BrandConfig } from '../config/brand-config-schema';
import { BrandProvider } from '../config/brand-context';
import { AppRoutes } from './app-routes';
import { AppShell } from './app-shell';
import { ErrorBoundary } from './error-boundary';
import type { AppStore } from './store';

export interface AppProps {
  brand: BrandConfig;
  store: AppStore;
  crashText: string;
  loadingText: string;
  /** Tests pass a MemoryRouter; the product uses the browser's history under the base path. */
  router?: (children: ReactNode) => ReactNode;
}

const browserRouter = (children: ReactNode) => (
  <BrowserRouter basename={BASE_PATH}>{children}</BrowserRouter>
);

export function App({ brand, store, crashText, loadingText, router = browserRouter }: AppProps) {
  return (
    <ErrorBoundary fallback={<p role="alert">{crashText}</p>}>
      <BrandProvider brand={brand}>
        <Provider store={store}>
          {router(
            <Suspense fallback={<Loader size={80} label={loadingText} />}>
              <AppShell>
                <AppRoutes />
              </AppShell>
            </Suspense>,
          )}
        </Provider>
      </BrandProvider>
    </ErrorBoundary>
  );
}
