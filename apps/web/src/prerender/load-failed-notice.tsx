import type { TFunction } from 'i18next';
import { LOAD_FAILED_ELEMENT_ID } from '../../server/deferred-assets';
import { Alert } from '../components/ui/alert';

/**
 * What a prerendered first page says when its code cannot load (a lost connection, or a page kept
 * from before a release whose files are gone): hidden in the HTML, shown above the form by the
 * first page's loader (server/deferred-assets.ts), whose script makes its button reload the page.
 * Rendered by the build only: no browser chunk carries it.
 */
export function LoadFailedNotice({ t }: { t: TFunction }) {
  return (
    <div id={LOAD_FAILED_ELEMENT_ID} hidden tabIndex={-1}>
      <Alert
        title={t('errors>loadFailedTitle')}
        action={
          <button type="button" className="lf-link-button">
            {t('errors>loadFailedReload')}
          </button>
        }
      >
        {t('errors>loadFailedBody')}
      </Alert>
    </div>
  );
}
