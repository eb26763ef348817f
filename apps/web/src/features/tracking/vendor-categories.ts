import type { TrackingConfig } from '../../config/tracking-config-schema';
import type { TrackingVendor } from './tracking-vendor';

/**
 * The applicant's tracking consent (decision record 0037), apart from the form's marketing
 * consents, which are channels for contacting them and switch nothing on here.
 */
export const ConsentCategories = ['necessary', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof ConsentCategories)[number];

export type VendorName = TrackingVendor['name'];

/** The categories a vendor can be in: "necessary" is the app itself, always on. */
export type VendorCategory = Exclude<ConsentCategory, 'necessary'>;

/**
 * Every vendor's consent category, in this one place. The tag manager carries the Google Ads
 * conversion (and whatever the brand's container holds), so it is marketing; session recording
 * and product analytics measure the form's use, so they are analytics.
 */
export const VendorCategories: Readonly<Record<VendorName, VendorCategory>> = {
  'tag-manager': 'marketing',
  'meta-pixel': 'marketing',
  'tiktok-pixel': 'marketing',
  'product-analytics': 'analytics',
  'session-recording': 'analytics',
};

/** The tracking configuration's field of each vendor (its settings), by which brand:check names it. */
export const VendorOfConfigField: Readonly<Record<string, VendorName>> = {
  tagManager: 'tag-manager',
  metaPixel: 'meta-pixel',
  tikTokPixel: 'tiktok-pixel',
  productAnalytics: 'product-analytics',
  sessionRecording: 'session-recording',
};

/** The vendors a brand's tracking configuration names (createVendors starts exactly these). */
export function vendorNamesOf(config: TrackingConfig): VendorName[] {
  return Object.entries(VendorOfConfigField)
    .filter(([field]) => config[field as keyof TrackingConfig] !== undefined)
    .map(([, name]) => name);
}

/**
 * The categories the applicant is asked about: "necessary", then each that holds one of the
 * brand's vendors. A category with none of them would be a choice that changes nothing, and its
 * text would name vendors the brand does not run.
 */
export function consentCategoriesOf(vendors: readonly VendorName[]): ConsentCategory[] {
  const grouped = vendorsByCategory(vendors);
  return ConsentCategories.filter(
    (category) => category === 'necessary' || grouped[category] !== undefined,
  );
}

/** The brand's vendors by their consent category, as the banner names them. */
export function vendorsByCategory(
  vendors: readonly VendorName[],
): Partial<Record<ConsentCategory, VendorName[]>> {
  const grouped: Partial<Record<ConsentCategory, VendorName[]>> = {};
  for (const vendor of vendors) (grouped[VendorCategories[vendor]] ??= []).push(vendor);
  return grouped;
}
