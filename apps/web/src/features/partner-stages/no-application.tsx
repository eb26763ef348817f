import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useFlowNavigation } from '../navigation';

/**
 * Nothing to continue: this browser holds no lead, the server does not know it, or its 24 hours
 * are over. Says so, with a way to start again (never a crash or a raw error).
 */
export function NoApplication({ reason }: { reason: 'unknown' | 'expired' }) {
  const { t } = useTranslation('partners');
  const { startAgain } = useFlowNavigation();
  return (
    <div className="lf-notice">
      <p className="lf-alert__title">{t(`gone>${reason}Title`)}</p>
      <p>{t(`gone>${reason}Body`)}</p>
      <Button onClick={startAgain}>{t('gone>startAgain')}</Button>
    </div>
  );
}
