import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from './toast-requests';

/**
 * Confirms with a toast that the connection is back: the spec's toasts carry such transient
 * news. Being offline is said in the page for as long as it lasts (connection-notice.tsx), not
 * in a toast that closes after 3 s. The toast (a polite status, toast-requests.ts) is the one
 * announcement of the return: the page's notice says nothing of it.
 */
export function useConnectionToasts(): void {
  const { t } = useTranslation();
  useEffect(() => {
    const online = () => void notify(t('notifications>online'), 'success');
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [t]);
}
