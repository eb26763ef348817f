import type { i18n } from 'i18next';
import { getI18n } from 'react-i18next';
import type { BrandConfig } from '../../config/brand-config-schema';
import { logger } from '../../lib/logger';
import { retryingImport } from '../../lib/retrying-import';
import type { TrackingConfig } from '../../config/tracking-config-schema';
import type { ConsentBannerOptions } from './consent-banner';
import { CONSENT_BANNER_VERSION, type ConsentCategory } from './tracking-consent';
import {
  consentCategoriesOf,
  vendorNamesOf,
  vendorsByCategory,
  type VendorName,
} from './vendor-categories';

/**
 * The banner's texts from the page's i18next: in the page's language, loaded already, and in each
 * of the brand's others (i18next's `supportedLngs`), loaded when the applicant chooses one.
 */
export function consentTextsOf(
  i18n: i18n,
): Pick<ConsentBannerOptions, 'locale' | 'texts' | 'locales' | 'textsIn'> {
  const { supportedLngs } = i18n.options;
  const others = supportedLngs ? supportedLngs.filter((locale) => locale !== 'cimode') : [];
  return {
    locale: i18n.language,
    texts: i18n.getFixedT(null, 'cookie-consent'),
    locales: [...new Set([i18n.language, ...others])],
    textsIn: async (locale) => {
      await i18n.loadLanguages(locale);
      await i18n.loadNamespaces('cookie-consent');
      return i18n.getFixedT(locale, 'cookie-consent');
    },
  };
}

type ChoiceListener = (categories: ConsentCategory[]) => void;

const listeners = new Set<ChoiceListener>();
let loaded: Promise<() => void> | null = null;

/**
 * The footer's "Cookie settings" reaches this file when clicked, through app/start-tracking.ts
 * (never on the first page), with the brand's tracking configuration.
 *
 * The consent banner's code and texts (public/locales/<lng>/cookie-consent.json), run once per
 * page, whoever asks first: the tracking start (no valid choice stored) or the footer's "Cookie
 * settings" (at any time, before tracking has started too). Gives the function that opens the
 * settings. A failed load is tried again at the next ask, the code's download at once. The categories asked about and the
 * services named are the brand's vendors' (`vendors`, the same from either caller).
 */
export function loadConsentBanner(
  privacyUrl: string,
  vendors: readonly VendorName[],
): Promise<() => void> {
  loaded ??= (async () => {
    const i18n = getI18n();
    const [{ runConsentBanner, setConsentLanguage, showConsentSettings }] = await Promise.all([
      // A download lost on the way is tried again (under a fresh address: Chromium remembers a
      // failed module), and offline once the connection is back: a press of "Cookie settings"
      // during a lost moment otherwise left the link dead for the page's life.
      retryingImport(() => import('./consent-banner')),
      i18n.loadNamespaces('cookie-consent'),
    ]);
    await runConsentBanner({
      revision: CONSENT_BANNER_VERSION,
      categories: consentCategoriesOf(vendors),
      vendors: vendorsByCategory(vendors),
      ...consentTextsOf(i18n),
      privacyUrl,
      onChoice: (categories) => {
        for (const listener of listeners) listener(categories);
      },
    });
    // The page's language select: the banner, if shown, and the settings follow it.
    i18n.on('languageChanged', (locale) => {
      setConsentLanguage(locale).catch((error: unknown) =>
        logger.error('The consent banner kept its language', error),
      );
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

/**
 * The footer's "Cookie settings": opens the settings, loading their code first if need be. The
 * brand’s tracking configuration (app/start-tracking.ts loads it) says which vendors it runs.
 */
export async function openConsentSettings(
  brand: Pick<BrandConfig, 'dataProcessingPolicyUrl'>,
  trackingConfig: Promise<TrackingConfig>,
): Promise<void> {
  try {
    const vendors = vendorNamesOf(await trackingConfig);
    (await loadConsentBanner(brand.dataProcessingPolicyUrl, vendors))();
  } catch (error) {
    logger.error('The consent settings did not open', error);
  }
}
