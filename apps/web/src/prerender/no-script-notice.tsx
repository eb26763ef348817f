import type { TFunction } from 'i18next';
import { Alert } from '../components/ui/alert';

/**
 * What a first page says where JavaScript is off: the form cannot be sent without it (the server
 * answers the browser's own submission with the page again, its answers dropped). Above the
 * page, in the page's column. Rendered by the build only: no browser chunk carries it.
 */
export function NoScriptNotice({ t }: { t: TFunction }) {
  return (
    <noscript>
      <div className="lf-main">
        <Alert title={t('errors>needsJavaScriptTitle')}>{t('errors>needsJavaScriptBody')}</Alert>
      </div>
    </noscript>
  );
}
