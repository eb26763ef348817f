import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from './toast-requests';

/**
 * Tells the applicant when the connection drops and comes back: their answers stay either way.
 * A connection already gone when the page takes over (its `offline` event fired before the
 * listener was there, as on a phone losing signal while the page loads) is told at once.
 */
export function useConnectionToasts(): void {
  const { t } = useTranslation();
  const checkedAtStart = useRef(false);
  useEffect(() => {
    const offline = () => void notify(t('notifications>offline'), 'warning');
    const online = () => void notify(t('notifications>online'), 'success');
    if (!checkedAtStart.current) {
      checkedAtStart.current = true;
      if (!navigator.onLine) offline();
    }
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [t]);
}
