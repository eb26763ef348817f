import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { useApplicationSelector } from '../application';

/**
 * Says, on the page shown, that a save found the lead past its 24 hours (410 `lead_expired`):
 * a new application was started with the answers kept on this device, and each page, the terms
 * among them, is asked again (save-lead.ts). It stays until the next Continue.
 */
export function LeadExpiredNotice() {
  const { t } = useTranslation();
  const expired = useApplicationSelector((state) => state.application.leadExpiredHere);
  if (!expired) return null;
  return (
    <div className="lf-save-not-sent">
      <Alert title={t('errors>leadExpiredTitle')}>{t('errors>leadExpiredBody')}</Alert>
    </div>
  );
}
