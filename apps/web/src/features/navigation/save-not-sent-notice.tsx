import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { useApplicationSelector } from '../application';

/**
 * Says, on the page shown, that a save made as a v3 page moved on has failed (offline or the
 * server out of reach, from its first try; any other failure after the retries): its answers are
 * kept and go with the next save. It stays until a save is answered (decision 0029's addendum):
 * an alert of the page, read out as it appears, in the page's flow above the question, not a
 * toast that closes by itself or covers the page's heading or Continue.
 */
export function SaveNotSentNotice() {
  const { t } = useTranslation();
  const notSent = useApplicationSelector(
    // A refused save is told by its own notice (LeadRefusedNotice), with the way on.
    (state) => state.application.saveNotSent && !state.application.leadRefusedHere,
  );
  if (!notSent) return null;
  return (
    <div className="lf-save-not-sent">
      <Alert title={t('notifications>notSavedYet')} />
    </div>
  );
}
