import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { BrandConfig } from '../config/brand-config-schema';
import { logger } from '../lib/logger';
import { retryingImport } from '../lib/retrying-import';

type PageModule = { default: ComponentType };

const pages = import.meta.glob<PageModule>('./application-pages/*-application-page.tsx');
const styles = import.meta.glob('../brands/*/styles.css');

export class BrandAssetError extends Error {
  override name = 'BrandAssetError';
}

/**
 * Loads the brand's application page and its product styles, lazily and together
 * (spec sections 2 and 8). A brand with neither is a configuration error, reported and thrown.
 */
export function loadApplicationPage(brand: BrandConfig): Promise<PageModule> {
  const key = pageKey(brand);
  let loading = started.get(key);
  if (!loading) {
    loading = load(brand);
    started.set(key, loading);
  }
  return loading;
}

/** Started once per brand: start-up begins the download while translations load. */
const started = new Map<string, Promise<PageModule>>();
const components = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * One lazy component per brand page. (Two React.lazy wrappers around the same settled promise
 * made React 19 loop on mount, so the wrapper is cached, not only the promise.)
 */
export function lazyApplicationPage(brand: BrandConfig): LazyExoticComponent<ComponentType> {
  const key = pageKey(brand);
  let component = components.get(key);
  if (!component) {
    component = lazy(() => loadApplicationPage(brand));
    components.set(key, component);
  }
  return component;
}

function pageKey(brand: BrandConfig): string {
  return `${brand.country}/${brand.id}/${brand.applicationPage}`;
}

async function load(brand: BrandConfig): Promise<PageModule> {
  const loadPage = pages[`./application-pages/${brand.applicationPage}-application-page.tsx`];
  const loadStyles = styles[`../brands/${brand.id}/styles.css`];
  if (!loadPage) {
    logger.error('ApplicationPage not found', { brand: brand.id, country: brand.country });
    throw new BrandAssetError('ApplicationPage not found');
  }
  if (!loadStyles) {
    logger.error('Product styles not found', { brand: brand.id, country: brand.country });
    throw new BrandAssetError('Product styles not found');
  }
  try {
    // A download that fails for a passing reason (offline, a dropped connection) is retried, and
    // offline it waits for the connection: only a lasting failure reaches the error boundary.
    const [page] = await Promise.all([retryingImport(loadPage), retryingImport(loadStyles)]);
    return page;
  } catch (error) {
    started.delete(pageKey(brand));
    logger.error('Failed to load ApplicationPage and product styles', error);
    throw new BrandAssetError('Failed to load ApplicationPage and product styles', {
      cause: error,
    });
  }
}
