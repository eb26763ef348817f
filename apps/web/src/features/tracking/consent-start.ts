import type { BrandConfig } from '../../config/brand-config-schema';
import { logger } from '../../lib/logger';
import { pushConsentDefaults, pushConsentUpdate } from './consent-mode';
import { loadConsentBanner, onConsentChoice } from './lazy-consent-settings';
import { storedConsentChoice, type ConsentChoice } from './tracking-consent';
import type { VendorName } from './vendor-categories';

export interface ConsentStartOptions {
  brand: Pick<BrandConfig, 'dataProcessingPolicyUrl'>;
  /** Whether the brand has a tag manager: Consent Mode's signals go on its dataLayer. */
  consentMode: boolean;
  /** The brand's vendors: the banner asks about their categories and names them. */
  vendors: readonly VendorName[];
  /** Called after each choice the applicant makes (the runner reads `choice()` again). */
  onChange: () => void;
}

/**
 * Where the brand requires consent (decision record 0037): Consent Mode's defaults (all denied)
 * before any tag, then the stored choice's update; the banner, loaded only when there is no valid
 * choice (the footer's link opens the settings itself, at any time: lazy-consent-settings.ts). Gives
 * the current choice.
 */
export function startConsent({ brand, consentMode, vendors, onChange }: ConsentStartOptions) {
  let choice: ConsentChoice = storedConsentChoice();
  if (consentMode) {
    pushConsentDefaults();
    if (choice !== null) pushConsentUpdate(choice);
  }
  onConsentChoice((categories) => {
    choice = categories;
    if (consentMode) pushConsentUpdate(choice);
    onChange();
  });
  if (choice === null) {
    loadConsentBanner(brand.dataProcessingPolicyUrl, vendors).catch((error: unknown) =>
      logger.error('The consent banner did not load', error),
    );
  }
  return { choice: () => choice };
}
