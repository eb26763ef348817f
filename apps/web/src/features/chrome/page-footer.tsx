import { useTranslation } from 'react-i18next';
import { useBrand } from '../../config/brand-context';

export function PageFooter({ className }: { className: string }) {
  const brand = useBrand();
  const { t } = useTranslation();
  return (
    <footer className={`lf-footer ${className}`}>
      <a className="lf-footer__logo" href={brand.homeUrl}>
        <img src={brand.logo} alt={brand.displayName} height={28} />
      </a>
      <p>{t('footer>text')}</p>
      <p className="lf-footer__links">
        <a href={brand.termsUrl}>{t('footer>terms')}</a>
        <a href={brand.dataProcessingPolicyUrl}>{t('footer>privacy')}</a>
        {/* Opens the tracking consent's settings at any time, loading their code when clicked
            (decision 0037): before tracking has started too. */}
        {brand.trackingConsent && (
          <button
            type="button"
            className="lf-link-button"
            onClick={() =>
              import('../tracking/lazy-consent-settings').then((settings) =>
                settings.openConsentSettings(brand),
              )
            }
          >
            {t('footer>cookieSettings')}
          </button>
        )}
      </p>
      {/* The build's HTML says the year it was built in: a page built last year takes this one. */}
      <p className="lf-footer__copyright" suppressHydrationWarning>
        © {new Date().getFullYear()} {brand.displayName}
      </p>
    </footer>
  );
}
