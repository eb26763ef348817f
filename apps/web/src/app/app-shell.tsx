import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../config/brand-context';

/** Header, one page, footer (spec section 2). */
export function AppShell({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const { t } = useTranslation();
  return (
    <div className="lf-shell">
      <a className="lf-skip-link" href="#main">
        {t('common>skipToContent')}
      </a>
      <header className="lf-header">
        <a className="lf-brand" href={brand.homeUrl}>
          {brand.displayName}
        </a>
      </header>
      <main id="main" className="lf-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="lf-footer">
        <p>
          © {new Date().getFullYear()} {brand.displayName}. {t('footer>text')}
        </p>
        <p className="lf-footer__links">
          <a href={brand.termsUrl}>{t('footer>terms')}</a>
          <a href={brand.dataProcessingPolicyUrl}>{t('footer>privacy')}</a>
        </p>
      </footer>
    </div>
  );
}
