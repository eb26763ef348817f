/**
 * Where `brand:check` finds the brands, countries, tracking configurations, flow files and
 * translations: the one file to change when they move (issue 40 moves each brand into its
 * folder; only these functions know the registries' places and shapes).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Brands, Countries } from '../../src/app/brand-registry';
import { TrackingConfigs } from '../../src/app/tracking-registry';
import type { CountryCode } from '../../src/config/brand-config-schema';
import { TrackingConfigSchema } from '../../src/config/tracking-config-schema';
import {
  ConsentCategories,
  VendorCategories,
  VendorOfConfigField,
} from '../../src/features/tracking/vendor-categories';
import type {
  BrandCheckInput,
  BrandSource,
  CountrySource,
  FlowFileSource,
  LocaleFile,
  TrackingVendorConsent,
} from './brand-check-input';

const webRoot = path.resolve(import.meta.dirname, '../..');
const repoRoot = path.resolve(webRoot, '../..');
/** A file as the problem lines name it: relative to the repository's root. */
const shown = (file: string) => path.relative(repoRoot, file).split(path.sep).join('/');

const brandFile = (id: string) => path.join(webRoot, 'src/brands', id, 'brand-config.ts');
const trackingFile = (id: string) => path.join(webRoot, 'src/brands', id, 'tracking-config.ts');
const countryFile = (code: string) =>
  path.join(webRoot, 'src/countries', code.toLowerCase(), 'country-config.ts');
const flowsFolder = path.join(webRoot, 'src/flows');
/** Translation paths are relative to the base path, served from public/. */
const publicFolder = path.join(webRoot, 'public');
const REFERENCE_LOCALE = 'en';

async function brandSources(): Promise<BrandSource[]> {
  return Promise.all(
    Brands.map(async (definition) => {
      const load = Object.hasOwn(TrackingConfigs, definition.id)
        ? TrackingConfigs[definition.id]
        : undefined;
      const tracking = load
        ? { file: shown(trackingFile(definition.id)), config: (await load()).trackingConfig }
        : undefined;
      return { id: definition.id, file: shown(brandFile(definition.id)), definition, tracking };
    }),
  );
}

function countrySources(): Partial<Record<CountryCode, CountrySource>> {
  return Object.fromEntries(
    Object.entries(Countries).map(([code, definition]) => [
      code,
      { code: code as CountryCode, file: shown(countryFile(code)), definition },
    ]),
  );
}

/** Flow files: shared ones in src/flows (`<name>.json`), a brand's own in its folder (`<name>.flow.json`). */
function flowFileSources(): FlowFileSource[] {
  const brandsFolder = path.join(webRoot, 'src/brands');
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
  return {
    brands: await brandSources(),
    countries: countrySources(),
    flowFiles: flowFileSources(),
    namespaces: namespaces(),
    referenceLocale: REFERENCE_LOCALE,
    readLocaleFile,
    consentCategories: VendorConsentCategories,
    vendorConsents,
  };
}
