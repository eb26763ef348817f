import type { BrandConfig } from '../../config/brand-config-schema';
import { logger } from '../../lib/logger';
import { getI18n } from 'react-i18next';
import { pushConsentDefaults, pushConsentUpdate } from './consent-mode';
import {
  CONSENT_BANNER_VERSION,
  ConsentCategories,
  storedConsentChoice,
  type ConsentChoice,
} from './tracking-consent';

/** The footer's "Cookie settings" (features/chrome/page-footer.tsx). */
export const COOKIE_SETTINGS_ID = 'lf-cookie-settings';

export interface ConsentStartOptions {
  brand: Pick<BrandConfig, 'dataProcessingPolicyUrl'>;
  /** Whether the brand has a tag manager: Consent Mode's signals go on its dataLayer. */
  consentMode: boolean;
  /** Called after each choice the applicant makes (the runner reads `choice()` again). */
  onChange: () => void;
}

/**
 * Where the brand requires consent (decision record 0037): Consent Mode's defaults (all denied)
 * before any tag, then the stored choice's update; the banner, loaded only when there is no valid
 * choice; the footer's link, which loads it to open the settings. Gives the current choice.
 */
export function startConsent({ brand, consentMode, onChange }: ConsentStartOptions) {
  let choice: ConsentChoice = storedConsentChoice();
  if (consentMode) {
    pushConsentDefaults();
    if (choice !== null) pushConsentUpdate(choice);
  }
  const banner = async () => {
    // The banner's texts (public/locales/<lng>/cookie-consent.json), with its code.
    const i18n = getI18n();
    const [{ runConsentBanner, showConsentSettings }] = await Promise.all([
      import('./consent-banner'),
      i18n.loadNamespaces('cookie-consent'),
    ]);
    await runConsentBanner({
      revision: CONSENT_BANNER_VERSION,
      categories: ConsentCategories,
      locale: i18n.language,
      texts: i18n.getFixedT(null, 'cookie-consent'),
      privacyUrl: brand.dataProcessingPolicyUrl,
      onChoice: (categories) => {
        choice = categories;
        if (consentMode) pushConsentUpdate(choice);
        onChange();
      },
    });
    return showConsentSettings;
  };
  if (choice === null) {
    banner().catch((error: unknown) => logger.error('The consent banner did not load', error));
  }
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(`#${COOKIE_SETTINGS_ID}`)) {
      return;
    }
    banner()
      .then((show) => show())
      .catch((error: unknown) => logger.error('The consent settings did not open', error));
  });
  return { choice: () => choice };
}
