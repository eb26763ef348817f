import { runConsentBanner } from '../features/tracking/consent-banner';
import {
  CONSENT_BANNER_VERSION,
  ConsentCategories,
  type ConsentCategory,
} from '../features/tracking/tracking-consent';
import { initTestI18n } from './render-app';

/** The consent banner as an EU brand runs it, in Spanish: each choice given to `onChoice`. */
export async function runSpanishConsentBanner(
  onChoice: (categories: ConsentCategory[]) => void = () => undefined,
) {
  const i18n = await initTestI18n('es');
  await runConsentBanner({
    revision: CONSENT_BANNER_VERSION,
    categories: ConsentCategories,
    locale: 'es',
    texts: i18n.getFixedT(null, 'cookie-consent'),
    privacyUrl: 'https://example.es/privacy',
    onChoice,
  });
}
