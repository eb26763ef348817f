import type { CountryCode } from '../../src/config/brand-config-schema';
import type { BrandDefinition, CountryDefinition } from '../../src/config/config-layers';

/** A brand as the check reads it: its definition and the files it came from. */
export interface BrandSource {
  id: string;
  /** The file that defines it (relative to the repository's root). */
  file: string;
  definition: BrandDefinition;
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
  brands: readonly BrandSource[];
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
