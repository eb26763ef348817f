import type { DocumentSide, DocumentType } from '@lf/contract';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy } from '../../components/ui/described-by';
import { FieldMessages } from '../../components/ui/field-messages';
import { RetryAlert } from '../../components/ui/retry-alert';
import { CAMERA_ACCEPT, FILE_ACCEPT, MAX_MEGABYTES } from './file-check';
import type { SideError, SideSlot } from './use-side-uploads';

/** The id of a side's file input: the error summary links to it. */
export const sideInputId = (side: DocumentSide) => `id-upload-${side}`;

/** A side's error, as the applicant reads it. */
export function useSideErrorText() {
  const { t } = useTranslation('partners');
  return (documentType: DocumentType, side: DocumentSide, error: SideError): string =>
    error === 'missing'
      ? t(`upload>side>${documentType}>${side}>missing`)
      : t(`upload>errors>${error}`, { size: MAX_MEGABYTES });
}

export interface SideUploadFieldProps {
  documentType: DocumentType;
  side: DocumentSide;
  slot: SideSlot;
  onChoose: (file: File) => void;
  onRetry: () => void;
}

/**
 * One side of the document: a file input (JPEG, PNG or PDF) and, on a phone, the camera; then
 * its upload's progress, the file received, or a failure with Try again. Errors are inline, with
 * the "Error:" prefix, and the inputs point at them (aria-describedby).
 */
export function SideUploadField({
  documentType,
  side,
  slot,
  onChoose,
  onRetry,
}: SideUploadFieldProps) {
  const { t } = useTranslation('partners');
  const { t: tApp } = useTranslation();
  const errorText = useSideErrorText();
  const id = sideInputId(side);
  const hint = t('upload>hint', { size: MAX_MEGABYTES });
  const error = slot.error ? errorText(documentType, side, slot.error) : undefined;
  const described = describedBy(id, hint, error);
  const { state } = slot;
  // While a file is sent, no other can be chosen; the control is not disabled, so that the focus
  // of one who chose by keyboard stays on it (a disabled one drops it to the page's body).
  const uploading = state.status === 'uploading';
  const percent = uploading ? Math.round(state.sent * 100) : 0;
  const closedWhileUploading = (event: MouseEvent<HTMLInputElement>) => {
    if (uploading) event.preventDefault();
  };
  const picked = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    // The same file may be chosen again after a refusal.
    input.value = '';
    if (file) onChoose(file);
  };

  return (
    <div className={error ? 'lf-field lf-field--error' : 'lf-field'}>
      <fieldset className="lf-upload" aria-describedby={described}>
        <legend className="lf-label">{t(`upload>side>${documentType}>${side}>label`)}</legend>
        <FieldMessages id={id} hint={hint} error={error} errorPrefix={tApp('errors>fieldPrefix')} />
        <div className="lf-upload__control">
          <label htmlFor={id}>
            {state.status === 'uploaded' ? t('upload>chooseOther') : t('upload>chooseFile')}
          </label>
          <input
            id={id}
            type="file"
            accept={FILE_ACCEPT}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            aria-disabled={uploading || undefined}
            onClick={closedWhileUploading}
            onChange={(event) => picked(event.currentTarget)}
          />
        </div>
        <div className="lf-upload__control lf-upload__camera">
          <label htmlFor={`${id}-camera`}>{t('upload>takePhoto')}</label>
          <input
            id={`${id}-camera`}
            type="file"
            accept={CAMERA_ACCEPT}
            capture="environment"
            aria-describedby={described}
            aria-disabled={uploading || undefined}
            onClick={closedWhileUploading}
            onChange={(event) => picked(event.currentTarget)}
          />
        </div>
        {state.status === 'uploading' ? (
          <div className="lf-progress">
            <span id={`${id}-progress`}>{t('upload>uploading', { percent })}</span>
            <progress aria-labelledby={`${id}-progress`} max={100} value={percent} />
          </div>
        ) : null}
        {state.status === 'failed' ? (
          <RetryAlert
            title={t('upload>failedTitle', { name: state.name })}
            retryLabel={tApp('common>tryAgain')}
            onRetry={onRetry}
          >
            {t('failed>body')}
          </RetryAlert>
        ) : null}
        {/* Read out when an upload starts, when it is received, and when a file chosen is
            refused (shown by the field: the focus stays on the chooser), not at every percent. */}
        <p
          role="status"
          className={state.status === 'uploaded' ? 'lf-upload__done' : 'lf-visually-hidden'}
        >
          {state.status === 'uploading'
            ? t('upload>started')
            : state.status === 'uploaded'
              ? t('upload>uploaded', { name: state.name })
              : (error ?? '')}
        </p>
      </fieldset>
    </div>
  );
}
