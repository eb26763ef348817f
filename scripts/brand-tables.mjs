// The README's tables of brands, generated from the brand folders (decision 0038): the brands
// table and the gallery's rows in README.md, the partners and amounts tables in
// apps/sandbox-api/README.md, each between its markers. `npm run brand:tables` writes them
// (`npm run brand:new` runs it); scripts/brand-tables.test.ts fails when one is out of date.
// Run with tsx: it reads the app's TypeScript.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const marker = (name) => [
  `<!-- ${name}:start: written by \`npm run brand:tables\` from apps/web/src/brands/ -->`,
  `<!-- ${name}:end -->`,
];

/** The README's gallery: one row a brand, its first page on a phone beside a laptop. */
export function galleryTable(ids) {
  const picture = (brand, width, shownWidth) =>
    `<img src="docs/screenshots/brands/${brand}-${width}.png" alt="${brand}: the first page at ${width} px" width="${shownWidth}">`;
  return [
    '| brand | 375 px | 1280 px |',
    '| --- | --- | --- |',
    ...ids.map((id) => `| \`${id}\` | ${picture(id, 375, 148)} | ${picture(id, 1280, 512)} |`),
  ].join('\n');
}

/** Every table, by file and marker, as the brand folders make them today. */
async function tables() {
  const { Brands, resolveBrand } = await import('../apps/web/src/app/brand-registry.ts');
  const { SANDBOX_PRODUCTS } = await import('../apps/sandbox-api/src/products/sandbox-products.ts');
  const { Partners } = await import('../apps/sandbox-api/src/partners/partner-catalogue.ts');
  const ids = Brands.map((brand) => brand.id);
  const flowOf = (brand) =>
    'file' in brand.flow ? `v3: \`${brand.flow.file}\`` : `classic: \`${brand.flow.name}\``;
  const brands = [
    '| brand | name | country | languages | flow | currency | amount | term |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...ids.map((id) => {
      const brand = resolveBrand(id);
      const { amount, period, periodScale } = brand.loan;
      return `| \`${id}\` | ${brand.displayName} | ${brand.country} | ${brand.locales.join(', ')} | ${flowOf(brand)} | ${brand.currency.code} | ${amount.min}–${amount.max} | ${period.min}–${period.max} ${periodScale} |`;
    }),
  ].join('\n');
  const partnerName = (slug) => Partners.find((partner) => partner.slug === slug)?.name ?? slug;
  const partners = [
    '| brand | country | partners |',
    '| --- | --- | --- |',
    ...ids.map((id) => {
      const product = SANDBOX_PRODUCTS[id];
      return `| \`${id}\` | ${product.country} | ${product.partners.map(partnerName).join(', ')} |`;
    }),
  ].join('\n');
  const amounts = [
    '| product (brand) | currency | min | max | period min | period max | scale |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...ids.map((id) => {
      const { currency, amount, period, periodScale } = SANDBOX_PRODUCTS[id];
      return `| \`${id}\` | ${currency} | ${amount.min} | ${amount.max} | ${period.min} | ${period.max} | ${periodScale} |`;
    }),
  ].join('\n');
  return {
    'README.md': { brands, 'brand-gallery': galleryTable(ids) },
    'apps/sandbox-api/README.md': { 'brand-partners': partners, 'brand-amounts': amounts },
  };
}

/** Each README as it should read: its tables between their markers, formatted as Prettier does. */
export async function generatedReadmes() {
  const result = {};
  for (const [file, byMarker] of Object.entries(await tables())) {
    const full = path.join(root, file);
    let text = readFileSync(full, 'utf8');
    for (const [name, table] of Object.entries(byMarker)) {
      const [start, end] = marker(name);
      // The gallery's markers were `npm run screenshots`'s: either start line is taken.
      const startAt = text.search(new RegExp(`<!-- ${name}:start[^\\n]*-->`));
      const endAt = text.indexOf(end);
      if (startAt < 0 || endAt < 0) throw new Error(`${file} lacks the markers:\n${start}\n${end}`);
      text = `${text.slice(0, startAt)}${start}\n\n${table}\n\n${text.slice(endAt)}`;
    }
    result[file] = await prettier.format(text, {
      ...(await prettier.resolveConfig(full)),
      filepath: full,
    });
  }
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [file, text] of Object.entries(await generatedReadmes())) {
    const full = path.join(root, file);
    const changed = readFileSync(full, 'utf8') !== text;
    if (changed) writeFileSync(full, text);
    console.log(`${file}: ${changed ? 'tables updated' : 'tables unchanged'}`);
  }
}
