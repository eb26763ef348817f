import { getI18n } from 'react-i18next';
import type { BrandConfig } from '../../config/brand-config-schema';
import { logger } from '../../lib/logger';
import {
  CONSENT_BANNER_VERSION,
  ConsentCategories,
  type ConsentCategory,
} from './tracking-consent';

type ChoiceListener = (categories: ConsentCategory[]) => void;

const listeners = new Set<ChoiceListener>();
let loaded: Promise<() => void> | null = null;

/**
 * The footer's "Cookie settings" loads this file when clicked (never on the first page): one
 * chunk, so that the first page names no other file for it.
 *
 * The consent banner's code and texts (public/locales/<lng>/cookie-consent.json), run once per
 * page, whoever asks first: the tracking start (no valid choice stored) or the footer's "Cookie
 * settings" (at any time, before tracking has started too). Gives the function that opens the
 * settings. A failed load is tried again at the next ask.
 */
export function loadConsentBanner(privacyUrl: string): Promise<() => void> {
  loaded ??= (async () => {
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
      privacyUrl,
      onChoice: (categories) => {
        for (const listener of listeners) listener(categories);
      },
    });
    return showConsentSettings;
  })();
  loaded.catch(() => {
    loaded = null;
  });
  return loaded;
}

/**
 * Told of each choice the applicant makes in the banner or the settings (the tracking start). A
 * choice made before tracking started is read from storage when it starts.
 */
export function onConsentChoice(listener: ChoiceListener): void {
  listeners.add(listener);
}

/** The footer's "Cookie settings": opens the settings, loading their code first if need be. */
export async function openConsentSettings(
  brand: Pick<BrandConfig, 'dataProcessingPolicyUrl'>,
): Promise<void> {
  try {
    (await loadConsentBanner(brand.dataProcessingPolicyUrl))();
  } catch (error) {
    logger.error('The consent settings did not open', error);
  }
}
