import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BASE_PATH } from '../server/base-path';
import { App } from './app/app';
import { resolveBrand } from './app/brand-registry';
import { applyPageData } from './app/page-data';
import { loadRuntimeConfig } from './app/runtime-config';
import { createAppStore } from './app/store';
import { initialValue } from './config/clamp-to-bounds';
import { LocaleTags } from './config/locale-tags';
import { readStoredApplication } from './features/application';
import { initI18n } from './features/i18n';
import { createApiClient } from './lib/api-client';
import { logger } from './lib/logger';
import './styles/global.css';

const FALLBACK_TEXT = 'Something went wrong. Please, try again later.';

async function start(container: HTMLElement) {
  const config = await loadRuntimeConfig(`${BASE_PATH}/config.json`);
  const brand = resolveBrand(config.brand);
  applyPageData(brand);
  document.documentElement.lang = LocaleTags[brand.defaultLocale];
  const i18n = await initI18n(BASE_PATH, brand.defaultLocale);
  const store = createAppStore({
    api: createApiClient({ baseUrl: config.apiBaseUrl }),
    initialData: readStoredApplication() ?? {
      amount: initialValue(brand.loan.amount),
      period: initialValue(brand.loan.period),
    },
  });
  createRoot(container).render(
    <StrictMode>
      <App
        brand={brand}
        store={store}
        crashText={i18n.t('errors>crash')}
        loadingText={i18n.t('common>loading')}
      />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('Root container #root not found');
start(container).catch((error: unknown) => {
  logger.error('Start-up failed', error);
  container.textContent = FALLBACK_TEXT;
});
