import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { PageHeading } from '../../components/ui/page-heading';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useFlowNavigation } from './use-flow-navigation';

/** The namespaces that say it, each in its pages' words (`gone>…`). */
export type NoApplicationTexts = 'consents' | 'mobile' | 'partners' | 'offers';

/**
 * No application for this page: this browser holds no lead, the server does not know it, or its
 * 24 hours are over. Says so, with a way to start again (never a crash, a raw error or an
 * outcome the applicant does not have). The offer pages' texts have one body for both reasons.
 * `asPage`: the title is the page's heading (a page that has nothing else to show).
 */
export function NoApplication({
  reason,
  texts,
  asPage = false,
}: {
  reason: 'unknown' | 'expired';
  texts: NoApplicationTexts;
  asPage?: boolean;
}) {
  const { t } = useTranslation(texts);
  const { startAgain } = useFlowNavigation();
  const title = t(`gone>${reason}Title`);
  return (
    <div className={asPage ? 'lf-step' : 'lf-notice'}>
      {asPage ? <PageTitle title={title} /> : <p className="lf-alert__title">{title}</p>}
      <p>{t(texts === 'offers' ? 'gone>body' : `gone>${reason}Body`)}</p>
      <Button onClick={startAgain}>{t('gone>startAgain')}</Button>
    </div>
  );
}

function PageTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return <PageHeading>{title}</PageHeading>;
}
