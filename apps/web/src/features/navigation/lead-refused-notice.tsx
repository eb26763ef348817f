import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { useApplicationSelector } from '../application';
import { continueRoute } from '../flow';
import { FlowLink } from './flow-link';

/**
 * Says, on the page shown, that the last save was refused as not this browser's to change (another
 * tab holds the lead, or its secret was revoked): the answers are kept here, and the way on is a
 * fresh link to the lead's own e-mail or phone, which the continue page asks for (issue 36). It
 * stays until a save or a link gives this tab the lead again.
 */
export function LeadRefusedNotice() {
  const { t } = useTranslation();
  const refused = useApplicationSelector((state) => state.application.leadRefusedHere);
  const id = useApplicationSelector((state) => state.application.applicationData.id);
  if (!refused || !id) return null;
  return (
    <div className="lf-save-not-sent">
      <Alert
        title={t('errors>leadRefusedTitle')}
        action={<FlowLink to={continueRoute(id)}>{t('errors>leadRefusedLink')}</FlowLink>}
      >
        {t('errors>leadRefusedBody')}
      </Alert>
    </div>
  );
}
