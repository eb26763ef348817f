import type { BrandConfig } from '../../config/brand-config-schema';
import { storage } from '../../lib/storage';
import {
  ConsentCategories,
  VendorCategories,
  type ConsentCategory,
  type VendorName,
} from './vendor-categories';

export {
  ConsentCategories,
  VendorCategories,
  type ConsentCategory,
  type VendorCategory,
} from './vendor-categories';

/**
 * The banner's version: a stored choice of another version is asked again. Raise it when the
 * banner's categories, vendors or texts change in a way the applicant must see.
 */
export const CONSENT_BANNER_VERSION = 1;

/** The categories the applicant accepted, or null while they have not chosen (or must again). */
export type ConsentChoice = readonly ConsentCategory[] | null;

/** Whether the vendors wait for the tracking consent: the brand's setting (its country's). */
export function isConsentRequired(brand: Pick<BrandConfig, 'trackingConsent'>): boolean {
  return brand.trackingConsent;
}

/** Whether a vendor may run: where consent is required, only once its category is accepted. */
export function isVendorAllowed(
  name: VendorName,
  consentRequired: boolean,
  choice: ConsentChoice,
): boolean {
  return !consentRequired || (choice?.includes(VendorCategories[name]) ?? false);
}

/**
 * What the consent banner (vanilla-cookieconsent) keeps in local storage `trackingConsent`, as
 * far as it is read here: the categories, the banner's version (`revision`) and when it expires
 * (its date, `consentTimestamp`, is the library's to show). Checked by hand, not with a zod
 * schema: the schema's functions would be shared with, and weigh on, the first page.
 */
interface StoredConsent {
  categories: string[];
  revision: number;
  expirationTime: number;
}

function isStoredConsent(value: unknown): value is StoredConsent {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    Array.isArray(record.categories) &&
    record.categories.every((category) => typeof category === 'string') &&
    typeof record.revision === 'number' &&
    typeof record.expirationTime === 'number' &&
    record.consentTimestamp !== undefined
  );
}

const isCategory = (value: string): value is ConsentCategory =>
  (ConsentCategories as readonly string[]).includes(value);

/** The stored choice, when it is of this banner's version and not expired; else null. */
export function storedConsentChoice(now = Date.now()): ConsentChoice {
  const stored = storage.get('local', 'trackingConsent');
  if (!isStoredConsent(stored)) return null;
  const { categories, revision, expirationTime } = stored;
  if (revision !== CONSENT_BANNER_VERSION || expirationTime <= now) return null;
  return categories.filter(isCategory);
}

/** Google Consent Mode v2's four signals. */
export type ConsentModeSignals = Record<
  'ad_storage' | 'analytics_storage' | 'ad_user_data' | 'ad_personalization',
  'granted' | 'denied'
>;

/** Consent Mode's signals for a choice: every one denied until the applicant accepts. */
export function consentModeOf(choice: ConsentChoice): ConsentModeSignals {
  const marketing = choice?.includes('marketing') ? 'granted' : 'denied';
  return {
    ad_storage: marketing,
    analytics_storage: choice?.includes('analytics') ? 'granted' : 'denied',
    ad_user_data: marketing,
    ad_personalization: marketing,
  };
}
