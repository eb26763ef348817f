import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from './toast-requests';

/** Tells the applicant when the connection drops and comes back: their answers stay either way. */
export function useConnectionToasts(): void {
  const { t } = useTranslation();
  useEffect(() => {
    const offline = () => void notify(t('notifications>offline'), 'warning');
    const online = () => void notify(t('notifications>online'), 'success');
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [t]);
}
