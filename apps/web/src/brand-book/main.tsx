/**
 * The brand book's page (`/brand-book?brand=<id>`): every page of a brand, in each of its
 * languages, at a phone's and a laptop's width, for an operator to review before launch. Its own
 * entry, so none of it is in the application's first page; served only where the deployment
 * allows brand switching (server/static-server.ts), and refused here too where it does not.
 */
import { createRoot } from 'react-dom/client';
import { BASE_PATH } from '../../server/base-path';
import { loadRuntimeConfig } from '../app/runtime-config';
import { logger } from '../lib/logger';

async function start(container: HTMLElement) {
  const config = await loadRuntimeConfig(`${BASE_PATH}/config.json`);
  const root = createRoot(container);
  if (!(import.meta.env.DEV || config.allowBrandSwitch)) {
    root.render(
      <main>
        <h1>Page not found</h1>
      </main>,
    );
    return;
  }
  const params = new URLSearchParams(window.location.search);
  const registry = await import('../app/brand-registry');
  const id = params.get('brand') ?? config.brand;
  if (!registry.Brands.some((brand) => brand.id === id)) {
    const { BrandIndex } = await import('./brand-book');
    root.render(<BrandIndex brands={registry.Brands.map((brand) => brand.id)} unknown={id} />);
    return;
  }
  const brand = registry.resolveBrand(id);
  const page = params.get('page');
  const locale = brand.locales.find((each) => each === params.get('lng')) ?? brand.defaultLocale;
  if (page) {
    const { renderPreview } = await import('./preview');
    await renderPreview({ root, config, brand, pageId: page, locale });
  } else {
    const { BrandBook } = await import('./brand-book');
    root.render(<BrandBook brand={brand} locale={locale} />);
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('Root container #root not found');
start(container).catch((error: unknown) => {
  logger.error('The brand book did not start', error);
  container.textContent = 'The brand book could not be shown.';
});
