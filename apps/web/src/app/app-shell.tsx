import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useBrand } from '../config/brand-context';
import { chromeVisibility, PageFooter, PageHeader, useUiOverride } from '../features/chrome';
import { useFormHeightReporting } from '../features/embedding';
import { ToastHost, useConnectionToasts } from '../features/notifications';
import { isEmbedded } from '../lib/frame';

/** Header, one page, footer (spec section 2), with the frame and toast behaviour around them. */
export function AppShell({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const embedded = isEmbedded();
  const visibility = chromeVisibility({ embedded, uiOverride: useUiOverride(), pathname });
  const chromeClass = visibility === 'invisible' ? 'lf-chrome--invisible' : '';
  useFormHeightReporting(brand.postMessageOrigins);
  useConnectionToasts();
  return (
    <div className={embedded ? 'lf-shell lf-shell--embedded' : 'lf-shell'}>
      <a className="lf-skip-link" href="#main">
        {t('common>skipToContent')}
      </a>
      {visibility === 'hidden' ? null : <PageHeader className={chromeClass} />}
      {/* Right after the header: the notices show below it (toast-host.tsx). */}
      <ToastHost />
      <main id="main" className="lf-main" tabIndex={-1}>
        {children}
      </main>
      {visibility === 'hidden' ? null : <PageFooter className={chromeClass} />}
    </div>
  );
}
