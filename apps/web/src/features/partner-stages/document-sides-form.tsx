import { DocumentSidesNeeded } from '@lf/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useFocusWhen } from '../../components/ui/use-focus-when';
import { ErrorSummary } from '../../components/ui/error-summary';
import type { ChosenDocument } from './document-choice-form';
import { dropKeptDocument, type KeptDocument } from './kept-document';
import { continueStage } from './partner-calls';
import { sideInputId, SideUploadField, useSideErrorText } from './side-upload-field';
import { useSideUploads } from './use-side-uploads';
import { useStageMove } from './use-stage-move';

/**
 * Each side the chosen document needs, uploaded as it is chosen (shown once a document is chosen,
 * so it takes the focus as it opens); Continue (`POST /lead/continue/{id}`) once every side is
 * received. A side missing or still uploading is an error in the summary and by its field; a
 * failed Continue keeps every upload.
 */
export function DocumentSidesForm({
  document,
  received,
  onChangeDocument,
  onGone,
  onErrorsShown,
}: {
  document: ChosenDocument;
  /** The sides received before this page load (kept-document.ts), by file name. */
  received?: KeptDocument['received'];
  onChangeDocument: () => void;
  onGone: (reason: 'unknown' | 'expired') => void;
  onErrorsShown: (shown: boolean) => void;
}) {
  const { t } = useTranslation('partners');
  const { t: tApp } = useTranslation();
  const move = useStageMove();
  const { documentId, documentType } = document;
  const sides = DocumentSidesNeeded[documentType];
  const uploads = useSideUploads(documentId, sides, onGone, received);
  const errorText = useSideErrorText();
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // The choice's form is gone with the focus on its Continue: the focus moves to the line that
  // says which document, read out first, and Tab goes on from there to the sides. Not on a page
  // load that finds the document kept: the page's heading has the focus then, as on any page.
  const chosen = useRef<HTMLParagraphElement>(null);
  useFocusWhen(chosen, received === undefined);

  const items = sides.flatMap((side) => {
    const { error } = uploads.slotOf(side);
    return error
      ? [{ fieldId: sideInputId(side), message: errorText(documentType, side, error) }]
      : [];
  });
  const shown = items.length > 0;
  useEffect(() => {
    onErrorsShown(shown);
  }, [shown, onErrorsShown]);

  async function proceed() {
    setFailed(false);
    if (!uploads.check()) {
      setAttempt((count) => count + 1);
      return;
    }
    setBusy(true);
    const problem = await move(continueStage);
    setBusy(false);
    if (!problem) return dropKeptDocument();
    if (problem.kind === 'gone') return onGone(problem.reason);
    if (problem.kind === 'unfinished') {
      uploads.check(problem.fields);
      setAttempt((count) => count + 1);
      return;
    }
    setFailed(true);
  }

  return (
    <form
      className="lf-upload-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void proceed();
      }}
    >
      {attempt > 0 ? (
        <ErrorSummary title={tApp('errors>summaryTitle')} items={items} attempt={attempt} />
      ) : null}
      <p className="lf-upload__chosen" ref={chosen} tabIndex={-1}>
        {t('upload>chosen', { document: t(`upload>types>${documentType}`) })}{' '}
        <button type="button" className="lf-link-button" onClick={onChangeDocument}>
          {t('upload>changeDocument')}
        </button>
      </p>
      {sides.map((side) => (
        <SideUploadField
          key={side}
          documentType={documentType}
          side={side}
          slot={uploads.slotOf(side)}
          onChoose={(file) => uploads.choose(side, file)}
          onRetry={() => uploads.retry(side)}
        />
      ))}
      {failed ? <Alert title={t('failed>title')}>{t('failed>body')}</Alert> : null}
      <div className="lf-step__actions">
        <Button type="submit" busy={busy}>
          {failed ? tApp('common>tryAgain') : tApp('common>continue')}
        </Button>
      </div>
    </form>
  );
}
