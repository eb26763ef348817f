import { NoApplication } from '../navigation/lazy-no-application';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeading } from '../../components/ui/page-heading';

import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useApplicationSelector } from '../application';
import { continueStage } from './partner-calls';
import { useStageMove, type MoveProblem } from './use-stage-move';

/**
 * CONTINUE (/continue, the lead this browser holds): the application is saved and waits for the
 * applicant; Continue (`POST /lead/continue/{id}`) takes it on to where the server decides. A
 * browser that holds no application is told so, with a way to start one, as a result page tells it
 * (walker H4: the page said the application was saved and waiting, and its Continue did nothing).
 */
export function ContinueStatePage() {
  const { t } = useTranslation('partners');
  const { t: tApp } = useTranslation();
  const move = useStageMove();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<MoveProblem | null>(null);
  const hasLead = useApplicationSelector(({ application }) => !!application.applicationData.id);
  const title = tApp('pages>continue');
  useDocumentTitle(title);

  async function proceed() {
    setBusy(true);
    setProblem(null);
    const next = await move(continueStage);
    setBusy(false);
    setProblem(next);
  }

  const gone = hasLead ? (problem?.kind === 'gone' ? problem.reason : null) : 'unknown';
  if (gone) {
    return (
      <div className="lf-step">
        <PageHeading>{title}</PageHeading>
        <NoApplication reason={gone} texts="partners" />
      </div>
    );
  }
  return (
    <div className="lf-step">
      <PageHeading>{title}</PageHeading>
      <p className="lf-step__intro">{t('waiting>saved')}</p>
      <p>{t('waiting>whenReady')}</p>
      {problem ? <Alert title={t('failed>title')}>{t('failed>body')}</Alert> : null}
      <div className="lf-step__actions">
        <Button busy={busy} onClick={() => void proceed()}>
          {problem ? tApp('common>tryAgain') : tApp('common>continue')}
        </Button>
      </div>
    </div>
  );
}
