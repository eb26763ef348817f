import type { CountryCode } from '../../src/config/brand-config-schema';
import type { BrandDefinition, CountryDefinition } from '../../src/config/config-layers';

/** A file of a brand's folder, as the check needs to know it. */
export interface BrandFolderFile {
  name: string;
  /** Its root element is `<svg>` (a logo or favicon must be). */
  svg: boolean;
  /** Its size on disk. */
  bytes?: number;
  /** An SVG's `<title>`: what a logo drawn by `npm run wordmarks` names. */
  title?: string;
  /** An SVG's viewBox size. */
  viewBox?: { width: number; height: number };
}

/** A folder of src/brands, whether or not its brand-config.ts loads. */
export interface BrandFolder {
  /** Its name: the brand's id. */
  id: string;
  /** Relative to the repository's root (`apps/web/src/brands/<id>`). */
  path: string;
  /**
   * The folder as its brand-config.ts resolves `new URL('./logo.svg', import.meta.url)` against
   * (a file: URL ending in `/`): a logo's value is a file of the folder when it starts with this.
   */
  url: string;
  /** The files directly in it. */
  files: readonly BrandFolderFile[];
}

/** A module the check could not load (a syntax error, a missing import, no export it needs). */
export interface UnloadedFile {
  /** Relative to the repository's root. */
  file: string;
  /** The loader's message, as it gave it (esbuild's names the line and column). */
  error: string;
}

/** A brand as the check reads it: its definition and the files it came from. */
export interface BrandSource {
  /** Its folder's name (the id it must give itself). */
  id: string;
  /** The file that defines it (relative to the repository's root). */
  file: string;
  /** Its definition, with `id` its folder's name whatever the file says (`namedId`). */
  definition: BrandDefinition;
  /** The id its file gives (undefined: none), present only when not its folder's name. */
  namedId?: unknown;
  folder: BrandFolder;
  /** Its tracking configuration as written (unparsed), if it has one. */
  tracking?: { file: string; config: unknown };
}

export interface CountrySource {
  code: CountryCode;
  file: string;
  definition: CountryDefinition;
}

/** A flow data file: its name (as a brand's `flow.file` names it) and its content. */
export interface FlowFileSource {
  name: string;
  file: string;
  /** The parsed JSON, or the reason it could not be read. */
  data: { ok: true; value: unknown } | { ok: false; error: string };
}

/** A translation file: its texts, or why they could not be read (missing, not JSON). */
export interface LocaleFile {
  file: string;
  texts?: unknown;
  error?: string;
}

/** A vendor of a brand's tracking configuration and the consent it waits for. */
export interface TrackingVendorConsent {
  /** The vendor's field in the tracking configuration (`metaPixel`). */
  vendor: string;
  /** Its consent category; undefined when it has none. */
  category: string | undefined;
}

/** Everything `brand:check` checks, gathered by brand-sources.ts (or a test's fixture). */
export interface BrandCheckInput {
  /** The brands whose brand-config.ts loaded. */
  brands: readonly BrandSource[];
  /** Every folder of src/brands, a brand or not (a file missing, a file that does not load). */
  brandFolders: readonly BrandFolder[];
  /** The brand, tracking and country files that did not load: each hides only itself. */
  unloaded: readonly UnloadedFile[];
  countries: Partial<Record<CountryCode, CountrySource>>;
  flowFiles: readonly FlowFileSource[];
  /** The namespaces (translation files) every locale has, as the reference locale has them. */
  namespaces: readonly string[];
  /** The locale every other one is compared with (its texts are the app's keys). */
  referenceLocale: string;
  /** A locale's file of a namespace, found by the brand's translation path. */
  readLocaleFile: (translationPath: string, locale: string, namespace: string) => LocaleFile;
  /** The consent categories that exist, and each vendor's. */
  consentCategories: readonly string[];
  vendorConsents: (tracking: unknown) => TrackingVendorConsent[];
}
