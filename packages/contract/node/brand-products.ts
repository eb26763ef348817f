// Node only (it reads folders): kept out of src, which the browser's bundle may take from.

import { existsSync, readdirSync } from 'node:fs';
import { BrandProductError, brandProductOf, type BrandProduct } from '../src/brand-product.js';

/**
 * Every brand folder's product (decision 0038), for a Node process (the sandbox lead API, which
 * runs its TypeScript with tsx): each `brands/<id>/brand-config.ts` and its home country's
 * `countries/<cc>/country-config.ts` under `webSource` (the web app's src folder) is data (it
 * imports nothing at run time), read here and parsed at this edge. A new brand folder is a new
 * product, with nothing to copy. Fails naming every folder that does not hold.
 */
export async function loadBrandProducts(webSource: URL): Promise<Record<string, BrandProduct>> {
  const brands = new URL('brands/', webSource);
  const ids = readdirSync(brands, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && existsSync(new URL(`${entry.name}/brand-config.ts`, brands)),
    )
    .map((entry) => entry.name)
    .sort();
  const problems: string[] = [];
  const products: Record<string, BrandProduct> = {};
  for (const id of ids) {
    const file = new URL(`${id}/brand-config.ts`, brands);
    try {
      const { brandDefinition } = (await import(file.href)) as { brandDefinition?: unknown };
      const home = homeCountryOf(brandDefinition);
      const countryFile = new URL(`countries/${home}/country-config.ts`, webSource);
      const { countryConfig } = (await import(countryFile.href)) as { countryConfig?: unknown };
      const product = brandProductOf(brandDefinition, countryConfig);
      if (product.id !== id) throw new BrandProductError(`its id is "${product.id}"`);
      products[id] = product;
    } catch (error) {
      problems.push(`src/brands/${id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (problems.length > 0) {
    throw new BrandProductError(`The brands' products do not hold:\n${problems.join('\n')}`);
  }
  return products;
}

function homeCountryOf(brandDefinition: unknown): string {
  const countries = (brandDefinition as { countries?: unknown } | undefined)?.countries;
  const home = Array.isArray(countries) ? (countries[0] as unknown) : undefined;
  if (typeof home !== 'string') throw new BrandProductError('brand-config.ts names no country');
  return home.toLowerCase();
}
