import { runConsentBanner } from '../features/tracking/consent-banner';
import { consentTextsOf } from '../features/tracking/lazy-consent-settings';
import {
  CONSENT_BANNER_VERSION,
  type ConsentCategory,
} from '../features/tracking/tracking-consent';
import {
  consentCategoriesOf,
  VendorCategories,
  vendorsByCategory,
  type VendorName,
} from '../features/tracking/vendor-categories';
import { initTestI18n } from './render-app';

/** Every vendor: default-es runs them all. */
const EVERY_VENDOR = Object.keys(VendorCategories) as VendorName[];

/**
 * The consent banner as an EU brand runs it, in Spanish: each choice given to `onChoice`. The
 * brand runs `vendors` (default-es's: all).
 */
export async function runSpanishConsentBanner(
  onChoice: (categories: ConsentCategory[]) => void = () => undefined,
  vendors: readonly VendorName[] = EVERY_VENDOR,
) {
  const i18n = await initTestI18n('es');
  await runConsentBanner({
    revision: CONSENT_BANNER_VERSION,
    categories: consentCategoriesOf(vendors),
    vendors: vendorsByCategory(vendors),
    ...consentTextsOf(i18n),
    privacyUrl: 'https://example.es/privacy',
    onChoice,
  });
}
