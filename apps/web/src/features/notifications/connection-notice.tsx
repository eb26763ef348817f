import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import './connection-notice.css';

type Connection = 'online' | 'offline' | 'back';

/** Set once the browser has been offline in this page: its return is then worth saying. */
let wentOffline = false;

function subscribe(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

function connection(): Connection {
  if (!navigator.onLine) {
    wentOffline = true;
    return 'offline';
  }
  return wentOffline ? 'back' : 'online';
}

/** The page as prerendered, before any script ran, says nothing. */
const beforeScripts = (): Connection => 'online';

/**
 * Says in the page, below the header, that the browser is offline and the answers are kept: for
 * as long as it is offline, not a toast that closes after 3 s, and in the page's flow, so it
 * covers neither the header nor the question's heading or Continue on a phone (issue 37). Once
 * back online it goes, and its return is read out to screen readers. A connection already gone
 * when the page takes over (its `offline` event fired before any listener) is told at once.
 */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const state = useSyncExternalStore(subscribe, connection, beforeScripts);
  return (
    <div role="status">
      {state === 'offline' ? (
        <p className="lf-connection-notice">{t('notifications>offline')}</p>
      ) : state === 'back' ? (
        <span className="lf-visually-hidden">{t('notifications>online')}</span>
      ) : null}
    </div>
  );
}
