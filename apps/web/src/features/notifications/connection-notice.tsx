import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionKept } from '../../lib/storage';
import './connection-notice.css';

type Connection = 'online' | 'offline';

function subscribe(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

const connection = (): Connection => (navigator.onLine ? 'online' : 'offline');

/** The page as prerendered, before any script ran, says nothing. */
const beforeScripts = (): Connection => 'online';

/**
 * Says in the page, below the header, that the browser is offline and the answers are kept: for
 * as long as it is offline, not a toast that closes after 3 s, and in the page's flow, so it
 * covers neither the header nor the question's heading or Continue on a phone (issue 37). Once
 * back online it goes; the return is told once, by the "back online" toast, whose own live region
 * reads it out (use-connection-toasts.ts), not here as well. A connection already gone
 * when the page takes over (its `offline` event fired before any listener) is told at once.
 *
 * Likewise, for as long as the page is open, that this browser does not keep the answers (its
 * storage refused or full), so that a reload or closing the page starts again: the applicant would
 * otherwise learn it by losing them (walker A3).
 */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const state = useSyncExternalStore(subscribe, connection, beforeScripts);
  // What the store is found to be does not change while the page is open: no event to follow.
  const kept = useSyncExternalStore(subscribe, sessionKept, () => true);
  return (
    <div role="status">
      {state === 'offline' ? (
        <p className="lf-connection-notice">{t('notifications>offline')}</p>
      ) : null}
      {kept ? null : <p className="lf-connection-notice">{t('notifications>answersNotKept')}</p>}
    </div>
  );
}
