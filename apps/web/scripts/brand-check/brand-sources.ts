/**
 * Where `brand:check` finds the brands, countries, tracking configurations, flow files and
 * translations, and the facts about a brand folder's files: the one file to change when they
 * move. Brand and country folders are read here one by one (decision 0038: each is a folder),
 * not through the app's registries, which stop at the first folder that does not load.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_BRAND_ID } from '../../src/app/default-brand-id';
import type { CountryCode } from '../../src/config/brand-config-schema';
import type { BrandDefinition, CountryDefinition } from '../../src/config/config-layers';
import { TrackingConfigSchema } from '../../src/config/tracking-config-schema';
import {
  ConsentCategories,
  VendorCategories,
  VendorOfConfigField,
} from '../../src/features/tracking/vendor-categories';
import type {
  BrandCheckInput,
  BrandFolder,
  BrandFolderFile,
  BrandSource,
  CountrySource,
  FlowFileSource,
  LocaleFile,
  TrackingVendorConsent,
  UnloadedFile,
} from './brand-check-input';
import { hasSvgRoot } from './svg-root';

const webRoot = path.resolve(import.meta.dirname, '../..');
const repoRoot = path.resolve(webRoot, '../..');
/** A file as the problem lines name it: relative to the repository's root. */
const shown = (file: string) => path.relative(repoRoot, file).split(path.sep).join('/');

const brandsFolder = path.join(webRoot, 'src/brands');
const countriesFolder = path.join(webRoot, 'src/countries');
const flowsFolder = path.join(webRoot, 'src/flows');
/** Translation paths are relative to the base path, served from public/. */
const publicFolder = path.join(webRoot, 'public');
const REFERENCE_LOCALE = 'en';

type Loaded<Module> = { ok: true; module: Module } | { ok: false; unloaded: UnloadedFile };

/**
 * One module, on its own: a syntax error or a throw in it is its own line, not the end of the
 * check. (The app's registries, brand-registry.ts, load every folder at once and throw at the
 * first mistake, as a build should; the check must see past it to the other folders.)
 */
async function loadApart<Module>(file: string): Promise<Loaded<Module>> {
  try {
    return { ok: true, module: (await import(pathToFileURL(file).href)) as Module };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, unloaded: { file: shown(file), error: message } };
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The folders under `parent`, by name. */
const foldersIn = (parent: string) =>
  readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** An SVG's title and viewBox size, where it has them. */
function svgFacts(text: string): Pick<BrandFolderFile, 'title' | 'viewBox'> {
  const [, title] = /<title>([^<]*)<\/title>/.exec(text) ?? [];
  const [, width, height] =
    /viewBox="[-\d.]+[ ,]+[-\d.]+[ ,]+([\d.]+)[ ,]+([\d.]+)"/.exec(text) ?? [];
  return {
    ...(title === undefined ? {} : { title }),
    ...(width && height ? { viewBox: { width: Number(width), height: Number(height) } } : {}),
  };
}

/** A brand's folder and the facts about its files the check needs (which are SVGs). */
export function brandFolder(folder: string): BrandFolder {
  const files = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry): BrandFolderFile => {
      const text = readFileSync(path.join(folder, entry.name), 'utf8');
      const svg = hasSvgRoot(text);
      return {
        name: entry.name,
        svg,
        bytes: Buffer.byteLength(text),
        ...(svg ? svgFacts(text) : {}),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    id: path.basename(folder),
    path: shown(folder),
    url: pathToFileURL(`${folder}${path.sep}`).href,
    files,
  };
}

/**
 * Every folder of `brandsFolder` (src/brands), each loaded on its own: the brands whose
 * brand-config.ts (and tracking-config.ts) loaded, every folder, and the files that did not load.
 */
export async function loadBrandFolders(
  parent = brandsFolder,
): Promise<Pick<BrandCheckInput, 'brands' | 'brandFolders' | 'unloaded'>> {
  const folders = foldersIn(parent).map((name) => brandFolder(path.join(parent, name)));
  const unloaded: UnloadedFile[] = [];
  const brands: BrandSource[] = [];
  for (const folder of folders) {
    const has = (name: string) => folder.files.some((each) => each.name === name);
    const file = path.join(parent, folder.id, 'brand-config.ts');
    if (!has('brand-config.ts')) continue; // The folder check names it.
    const loaded = await loadApart<{ brandDefinition?: unknown }>(file);
    if (!loaded.ok) {
      unloaded.push(loaded.unloaded);
      continue;
    }
    const definition = loaded.module.brandDefinition;
    if (!isObject(definition) || !isObject(definition.settings)) {
      unloaded.push({
        file: shown(file),
        error: 'it exports no brandDefinition (an object with id, countries and settings)',
      });
      continue;
    }
    let tracking: BrandSource['tracking'];
    const trackingFile = path.join(parent, folder.id, 'tracking-config.ts');
    if (has('tracking-config.ts')) {
      const loadedTracking = await loadApart<{ trackingConfig?: unknown }>(trackingFile);
      if (loadedTracking.ok) {
        tracking = { file: shown(trackingFile), config: loadedTracking.module.trackingConfig };
      } else {
        unloaded.push(loadedTracking.unloaded);
      }
    }
    brands.push({
      id: folder.id,
      file: shown(file),
      // Checked under its folder's name, so a copied folder's other problems show too.
      definition: { ...(definition as unknown as BrandDefinition), id: folder.id },
      // Present, even when undefined, whenever the file gives another id or none.
      ...(definition.id === folder.id ? {} : { namedId: definition.id }),
      folder,
      tracking,
    });
  }
  // In the registry's order (brand-registry.ts): the default brand first, whose values the
  // generated docs/brands.md takes as its examples.
  brands.sort((a, b) => Number(b.id === DEFAULT_BRAND_ID) - Number(a.id === DEFAULT_BRAND_ID));
  return { brands, brandFolders: folders, unloaded };
}

/** Every country folder's country-config.ts, each loaded on its own, by the code it gives. */
async function countrySources(): Promise<{
  countries: Partial<Record<CountryCode, CountrySource>>;
  unloaded: UnloadedFile[];
}> {
  const countries: Partial<Record<CountryCode, CountrySource>> = {};
  const unloaded: UnloadedFile[] = [];
  for (const name of foldersIn(countriesFolder)) {
    const file = path.join(countriesFolder, name, 'country-config.ts');
    if (!existsSync(file)) continue;
    const loaded = await loadApart<{ countryConfig?: CountryDefinition }>(file);
    if (!loaded.ok) unloaded.push(loaded.unloaded);
    const definition = loaded.ok ? loaded.module.countryConfig : undefined;
    if (definition)
      countries[definition.code] = { code: definition.code, file: shown(file), definition };
  }
  return { countries, unloaded };
}

/** Flow files: shared ones in src/flows (`<name>.json`), a brand's own in its folder (`<name>.flow.json`). */
function flowFileSources(): FlowFileSource[] {
  const shared = readdirSync(flowsFolder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join(flowsFolder, name));
  const own = readdirSync(brandsFolder).flatMap((brand) =>
    readdirSync(path.join(brandsFolder, brand))
      .filter((name) => name.endsWith('.flow.json'))
      .map((name) => path.join(brandsFolder, brand, name)),
  );
  return [...shared, ...own]
    .map((file) => ({
      name: path.basename(file).replace(/(?:\.flow)?\.json$/, ''),
      file: shown(file),
      data: readJson(file),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function readJson(file: string): FlowFileSource['data'] {
  try {
    return { ok: true, value: JSON.parse(readFileSync(file, 'utf8')) as unknown };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

function readLocaleFile(translationPath: string, locale: string, namespace: string): LocaleFile {
  const file = path.join(
    publicFolder,
    translationPath.replace('{{lng}}', locale).replace('{{ns}}', namespace),
  );
  if (!existsSync(file)) return { file: shown(file), error: 'the file is missing' };
  const data = readJson(file);
  return data.ok
    ? { file: shown(file), texts: data.value }
    : { file: shown(file), error: `not JSON (${data.error})` };
}

/** The namespaces the app has: the reference locale's files. */
function namespaces(): string[] {
  return readdirSync(path.join(publicFolder, 'locales', REFERENCE_LOCALE))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/**
 * The consent categories a vendor can be in, and each configured vendor's: a vendor is a field of
 * the tracking configuration holding its settings (an object; the other fields are settings such
 * as `conversionMoment`), and its category is the one `VendorCategories` gives its vendor
 * (features/tracking/tracking-consent.ts, decision 0037). A vendor missing there has none.
 */
export const VendorConsentCategories: readonly string[] = ConsentCategories.filter(
  (category) => category !== 'necessary',
);

export function vendorConsents(tracking: unknown): TrackingVendorConsent[] {
  if (typeof tracking !== 'object' || tracking === null) return [];
  return (
    Object.entries(tracking)
      // A field the schema does not know is the schema check's line ("did you mean"), not a vendor.
      .filter(([field]) => Object.hasOwn(TrackingConfigSchema.shape, field))
      .filter(
        ([, settings]: [string, unknown]) => typeof settings === 'object' && settings !== null,
      )
      .map(([vendor]) => {
        const name = Object.hasOwn(VendorOfConfigField, vendor)
          ? VendorOfConfigField[vendor]
          : undefined;
        return { vendor, category: name === undefined ? undefined : VendorCategories[name] };
      })
  );
}

/** Everything the check reads, from today's registries and folders. */
export async function loadBrandCheckInput(): Promise<BrandCheckInput> {
  const folders = await loadBrandFolders();
  const { countries, unloaded } = await countrySources();
  return {
    ...folders,
    unloaded: [...folders.unloaded, ...unloaded],
    countries,
    flowFiles: flowFileSources(),
    namespaces: namespaces(),
    referenceLocale: REFERENCE_LOCALE,
    readLocaleFile,
    consentCategories: VendorConsentCategories,
    vendorConsents,
  };
}
