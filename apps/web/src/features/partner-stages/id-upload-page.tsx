import { NoApplication } from '../navigation/lazy-no-application';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeading } from '../../components/ui/page-heading';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useApplicationSelector } from '../application';
import { DocumentChoiceForm, type ChosenDocument } from './document-choice-form';
import { DocumentSidesForm } from './document-sides-form';
import {
  dropKeptDocument,
  dropTypeChoice,
  keepDocument,
  keepTypeChoice,
  keptDocumentOf,
  keptTypeChoiceOf,
} from './kept-document';
import { skipDocumentUpload } from './partner-calls';
import { useStageMove } from './use-stage-move';
import './partner-stages.css';

/**
 * ID_UPLOAD (/id-upload): the applicant chooses the document, then uploads each side it needs
 * (type and size checked before sending, progress shown, a failure kept for Try again) and
 * continues; or says they cannot upload it now (`POST /lead/offer/skip-document-upload`).
 */
export function IdUploadPage() {
  const { t } = useTranslation('partners');
  const { t: tApp } = useTranslation();
  const move = useStageMove();
  const leadId = useApplicationSelector((state) => state.application.applicationData.id);
  // The document kept from before a reload, with the sides received (kept-document.ts).
  const [kept, setKept] = useState(() => keptDocumentOf(leadId));
  const [document, setDocument] = useState<ChosenDocument | null>(kept);
  // The type ticked before a reload, not yet asked for (kept-document.ts).
  const [ticked] = useState(() => keptTypeChoiceOf(leadId));
  const keepTicked = useCallback(
    (documentType: ChosenDocument['documentType']) => {
      if (leadId) keepTypeChoice(leadId, documentType);
    },
    [leadId],
  );
  /** The type chosen last: a change of document starts from it. */
  const [lastType, setLastType] = useState<ChosenDocument['documentType']>();
  const [gone, setGone] = useState<'unknown' | 'expired' | null>(null);
  const [errorsShown, setErrorsShown] = useState(false);
  const [skipping, setSkipping] = useState(false);
  const [skipFailed, setSkipFailed] = useState(false);
  const title = tApp('pages>id-upload');
  useDocumentTitle(title, errorsShown ? tApp('errors>titlePrefix') : undefined);

  async function skip() {
    setSkipping(true);
    setSkipFailed(false);
    const problem = await move(skipDocumentUpload);
    setSkipping(false);
    if (!problem) return dropKeptDocument();
    if (problem.kind === 'gone') return setGone(problem.reason);
    setSkipFailed(true);
  }

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
      <p className="lf-step__intro">{t('upload>intro')}</p>
      {document ? (
        <DocumentSidesForm
          key={document.documentId}
          document={document}
          received={kept?.received}
          onChangeDocument={() => {
            dropKeptDocument();
            setKept(null);
            setErrorsShown(false);
            setLastType(document.documentType);
            setDocument(null);
          }}
          onGone={setGone}
          onErrorsShown={setErrorsShown}
        />
      ) : (
        <DocumentChoiceForm
          initial={lastType}
          ticked={ticked}
          onTicked={keepTicked}
          onChosen={(chosen) => {
            if (leadId) keepDocument(leadId, chosen.documentId, chosen.documentType);
            dropTypeChoice();
            setDocument(chosen);
          }}
          onGone={setGone}
          onErrorsShown={setErrorsShown}
        />
      )}
      <section className="lf-upload-skip" aria-labelledby="id-upload-skip-title">
        <h2 id="id-upload-skip-title" className="lf-partner__subtitle">
          {t('upload>skipTitle')}
        </h2>
        <p>{t('upload>skipBody')}</p>
        {skipFailed ? <Alert title={t('failed>title')}>{t('failed>body')}</Alert> : null}
        <Button variant="secondary" busy={skipping} onClick={() => void skip()}>
          {t('upload>skip')}
        </Button>
      </section>
    </div>
  );
}
