import { closestName } from '../../src/lib/closest-name';
import type { BrandFolder, BrandFolderFile } from './brand-check-input';
import { valueAt, type BrandInCountry } from './brand-layers';
import type { Problem } from './problem';

/** The brand's images its configuration names by URL, each the file brand:new draws. */
export const BrandAssets = { logo: 'logo.svg', favicon: 'favicon.svg' } as const;
type Asset = keyof typeof BrandAssets;

/**
 * The most each image may weigh, in bytes (under this): the first page carries the logo and
 * names the favicon, within the first page's budget (brands.test.tsx holds every brand to it).
 */
export const AssetByteLimits: Readonly<Record<Asset, number>> = { logo: 4096, favicon: 1024 };

/** The logo's height in the header, by which `logoWidth` is its width (decision 0020). */
const LOGO_HEIGHT = 40;

/**
 * Where a brand's layers write a field: `countryOverrides.ES.logo` or `settings.logo` in its file,
 * else the layer under it (the country's file) that sets it.
 */
function writtenAt(
  { brand, country, fileOf }: BrandInCountry,
  field: Asset | 'logoWidth',
): { file: string; path: string } {
  const code = country?.code ?? '';
  if (valueAt(brand.definition.countryOverrides, [code, field]) !== undefined) {
    return { file: brand.file, path: `countryOverrides.${code}.${field}` };
  }
  if (valueAt(brand.definition.settings, [field]) !== undefined) {
    return { file: brand.file, path: `settings.${field}` };
  }
  return { file: fileOf([field]), path: field };
}

/** `target` as a path from `folder` (both file: URLs, the folder's ending in `/`): `../x/logo.svg`. */
function relativeTo(folder: string, target: string): string {
  const from = new URL(folder).pathname.split('/').slice(0, -1);
  const to = new URL(target).pathname.split('/');
  let shared = 0;
  while (shared < from.length && from[shared] === to[shared]) shared += 1;
  return [...from.slice(shared).map(() => '..'), ...to.slice(shared)]
    .map(decodeURIComponent)
    .join('/');
}

function assetProblem(
  folder: BrandFolder,
  value: string,
  field: Asset,
): Omit<Problem, 'file' | 'path'> | undefined {
  const how = `new URL('./${BrandAssets[field]}', import.meta.url).href, a file of ${folder.path}/`;
  if (!value.startsWith('file:')) {
    // Vite takes a file of the folder into the build; any other address is fetched from the
    // page's own origin, or from another one the CSP refuses.
    return {
      message: `${JSON.stringify(value)} is not a file of the brand's folder`,
      expected: how,
    };
  }
  const relative = relativeTo(folder.url, value);
  if (!value.startsWith(folder.url)) {
    return { message: `${relative} is outside the brand's folder`, expected: how };
  }
  if (relative.includes('/')) {
    // A brand's files sit at the top of its folder (what brand:new writes and wordmarks draws).
    return { message: `./${relative} is in a folder of the brand's folder`, expected: how };
  }
  const file = folder.files.find((each) => each.name === relative);
  const svgs = folder.files.filter((each) => each.svg).map((each) => each.name);
  if (!file) {
    const meant = closestName(relative, svgs);
    return {
      message: `./${relative} is not in the brand's folder`,
      expected: `an SVG file of ${folder.path}/ (${svgs.length > 0 ? `it has ${svgs.join(', ')}` : 'it has none'})`,
      didYouMean: meant === undefined ? undefined : `./${meant}`,
    };
  }
  if (!file.svg) {
    return {
      message: `./${relative} is not an SVG (its first element is not <svg>)`,
      expected: `an SVG file${svgs.length > 0 ? ` (${folder.path}/ has ${svgs.join(', ')})` : ''}`,
    };
  }
  return undefined;
}

/**
 * A brand's logo and favicon: each a file of its own folder that is an SVG. In Node (brand:check
 * runs under tsx) `new URL('./logo.svg', import.meta.url).href` is the file's file: URL, so a
 * missing or misnamed file shows there; Vite's build leaves the URL of a file it cannot find as it
 * is, and the page would show the build machine's path (file:///…/dist-ssr/favicon.svg).
 */
export function checkAssets(brands: readonly BrandInCountry[]): Problem[] {
  return brands.flatMap((entry) =>
    (Object.keys(BrandAssets) as Asset[]).flatMap((field): Problem[] => {
      const value = valueAt(entry.merged, [field]);
      // Not a string: the schema's line.
      if (typeof value !== 'string' || value === '') return [];
      const { folder } = entry.brand;
      const problem = assetProblem(folder, value, field);
      if (problem) return [{ ...writtenAt(entry, field), ...problem }];
      const file = folder.files.find((each) => value.endsWith(`/${each.name}`));
      return file ? drawnProblems(entry, field, file) : [];
    }),
  );
}

/**
 * What the image itself gets wrong: more bytes than the first page takes; a logo that draws
 * another name than the brand's (a name changed after brand:new) or is not as wide as
 * `logoWidth` says. Each is what `npm run wordmarks` puts right.
 */
function drawnProblems(entry: BrandInCountry, field: Asset, file: BrandFolderFile): Problem[] {
  const redraw = `npm run wordmarks -- --brand ${entry.brand.id}`;
  const problems: Problem[] = [];
  const limit = AssetByteLimits[field];
  if (file.bytes !== undefined && file.bytes >= limit) {
    problems.push({
      ...writtenAt(entry, field),
      message: `./${file.name} is ${file.bytes} bytes, more than the first page takes`,
      expected: `under ${limit} bytes (a shorter name, another mark or font: ${redraw})`,
    });
  }
  if (field !== 'logo') return problems;
  const name = valueAt(entry.merged, ['displayName']);
  if (typeof name === 'string' && file.title !== undefined && file.title !== name) {
    problems.push({
      ...writtenAt(entry, field),
      message: `./${file.name} draws ${JSON.stringify(file.title)}, not the brand's name ${JSON.stringify(name)}`,
      expected: `the logo of displayName (${redraw} redraws it)`,
    });
  }
  const width = valueAt(entry.merged, ['logoWidth']);
  if (typeof width === 'number' && file.viewBox && file.viewBox.height > 0) {
    const drawn = Math.round((LOGO_HEIGHT * file.viewBox.width) / file.viewBox.height);
    if (drawn !== width) {
      problems.push({
        ...writtenAt(entry, 'logoWidth'),
        message: `${width} is not the logo's width at ${LOGO_HEIGHT} px high`,
        expected: `${drawn} (${redraw} sets it)`,
      });
    }
  }
  return problems;
}
