import { memo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { HydrateInTurn } from '../components/ui/hydrate-in-turn';
import type { BrandConfig } from '../config/brand-config-schema';
import { useBrand } from '../config/brand-context';
import { chromeVisibility, PageFooter, PageHeader, useUiOverride } from '../features/chrome';
import { useFormHeightReporting } from '../features/embedding';
import { ConnectionNotice, ToastHost, useConnectionToasts } from '../features/notifications';
import { EarlierApplicationNotice } from '../features/returning';

/**
 * The shell follows the address (which pages show the header), so it is drawn again on every
 * move; its header, notices and footer are not, unless their own props or state change.
 */
const Header = memo(PageHeader);
const Notices = memo(ConnectionNotice);
const Toasts = memo(ToastHost);
const Footer = memo(PageFooter);

/** The footer's "Cookie settings": their code and the brand's vendors, loaded when clicked. */
const openCookieSettings = (brand: BrandConfig) =>
  void import('./start-tracking').then((module) => module.openCookieSettings(brand));

/**
 * Header, one page, footer (spec section 2), with the frame behaviour, the offline notice and the
 * toasts (transient confirmations: back online).
 */
export function AppShell({ children, embedded }: { children: ReactElement; embedded: boolean }) {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const visibility = chromeVisibility({ embedded, uiOverride: useUiOverride(), pathname });
  const invisible = visibility === 'invisible';
  useConnectionToasts();
  return (
    <div className={embedded ? 'lf-shell lf-shell--embedded' : 'lf-shell'}>
      <a className="lf-skip-link" href="#main">
        {t('common>skipToContent')}
      </a>
      {/* Header and footer are taken over after the shell, each in a task of its own. */}
      {visibility === 'hidden' ? null : (
        <HydrateInTurn part="header">
          <Header invisible={invisible} />
        </HydrateInTurn>
      )}
      {/* Right after the header, in the page's flow: it covers nothing (connection-notice.tsx). */}
      <Notices />
      {/* Fixed to the top of the screen, once a toast is asked for (toast-theme.css). */}
      <Toasts />
      <main id="main" className="lf-main" tabIndex={-1}>
        {/* A tab opened after the applying one was closed: that application, offered by a link. */}
        <EarlierApplicationNotice />
        {/* The page's form: taken over after the shell, in a task of its own. */}
        <HydrateInTurn part="page">{children}</HydrateInTurn>
      </main>
      <HydrateInTurn part="footer">
        <Footer
          invisible={invisible}
          framed={visibility === 'hidden'}
          openCookieSettings={openCookieSettings}
        />
      </HydrateInTurn>
    </div>
  );
}

/**
 * Inside a frame, the page's height to the parent (FORM_HEIGHT). Drawn beside the page, within
 * its Suspense: it starts once the page is on the screen, never with the page loader (208 px)
 * shown on the way to it, which made a partner's frame shrink and grow again as it loaded.
 */
export function PageHeightReporting() {
  useFormHeightReporting(useBrand().postMessageOrigins);
  return null;
}
