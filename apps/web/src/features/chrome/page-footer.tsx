import { useTranslation } from 'react-i18next';
import type { BrandConfig } from '../../config/brand-config-schema';
import { useBrand } from '../../config/brand-context';

/**
 * The brand's footer. In a partner's frame (`framed`), where the footer is hidden (spec section
 * 2), only the tracking consent's settings stay, below the form: a choice made in the frame's
 * banner is changed or withdrawn there, as easily as it was given. `openCookieSettings` (the app's:
 * it knows the brand's vendors) loads their code when clicked. `invisible`, as the header's.
 */
export function PageFooter({
  invisible,
  framed,
  openCookieSettings,
}: {
  invisible: boolean;
  framed: boolean;
  openCookieSettings: (brand: BrandConfig) => void;
}) {
  const brand = useBrand();
  const { t } = useTranslation();
  // Opens the tracking consent's settings at any time (decision 0037): before tracking has
  // started too.
  const settings = brand.trackingConsent && (
    <button
      type="button"
      className="lf-link-button"
      aria-haspopup="dialog"
      onClick={() => openCookieSettings(brand)}
    >
      {t('footer>cookieSettings')}
    </button>
  );
  if (framed) return settings && <p className="lf-footer__links">{settings}</p>;
  return (
    <footer
      className={invisible ? 'lf-footer lf-chrome--invisible' : 'lf-footer'}
      inert={invisible || undefined}
    >
      <a className="lf-footer__logo" href={brand.homeUrl}>
        <img src={brand.logo} alt={brand.displayName} height={28} />
      </a>
      <p>{t('footer>text')}</p>
      <p className="lf-footer__links">
        <a href={brand.termsUrl}>{t('footer>terms')}</a>
        <a href={brand.dataProcessingPolicyUrl}>{t('footer>privacy')}</a>
        {settings}
      </p>
      {/* The build's HTML says the year it was built in: a page built last year takes this one. */}
      <p className="lf-footer__copyright" suppressHydrationWarning>
        © {new Date().getFullYear()} {brand.displayName}
      </p>
    </footer>
  );
}
