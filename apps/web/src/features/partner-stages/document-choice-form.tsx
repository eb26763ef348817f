import { DocumentTypes, DocumentTypeSchema, type DocumentType } from '@lf/contract';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ErrorSummary } from '../../components/ui/error-summary';
import { RadiosField } from '../../components/ui/radios-field';
import { useApplicationDispatch } from '../application';
import { chooseDocument } from './partner-calls';
import { stageProblemOf } from './stage-problems';
import { useFollowLead } from '../lead/lazy';

const TYPE_ID = 'id-upload-document-type';

interface ChoiceValues {
  documentType: string | null;
}

const resolver: Resolver<ChoiceValues> = (values): ResolverResult<ChoiceValues> =>
  DocumentTypeSchema.safeParse(values.documentType).success
    ? { values, errors: {} }
    : { values: {}, errors: { documentType: { type: 'required', message: 'typeMissing' } } };

export interface ChosenDocument {
  documentId: string;
  documentType: DocumentType;
}

/**
 * Which document the applicant will upload (`POST /lead/documentId`): its sides follow from it.
 * Nothing chosen is an error in the summary and by the radios; a failed call keeps the choice.
 */
export function DocumentChoiceForm({
  initial,
  ticked,
  onTicked,
  onChosen,
  onGone,
  onErrorsShown,
}: {
  initial?: DocumentType;
  /** The type ticked before a reload (not yet asked for), and each type ticked, to keep it. */
  ticked?: DocumentType;
  onTicked?: (documentType: DocumentType) => void;
  onChosen: (document: ChosenDocument) => void;
  onGone: (reason: 'unknown' | 'expired') => void;
  onErrorsShown: (shown: boolean) => void;
}) {
  const { t } = useTranslation('partners');
  const { t: tApp } = useTranslation();
  const dispatch = useApplicationDispatch();
  const follow = useFollowLead();
  const [failed, setFailed] = useState(false);
  const form = useForm<ChoiceValues>({
    defaultValues: { documentType: initial ?? ticked ?? null },
    resolver,
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { errors, isSubmitting, submitCount } = form.formState;
  // Back from a document's sides ("choose another document", whose button is gone with them): the
  // focus moves to the choice made before, to change it with the arrow keys.
  const own = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    if (initial) own.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [initial]);
  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          const chosen = DocumentTypeSchema.safeParse(values.documentType);
          if (chosen.success) onTicked?.(chosen.data);
        },
      }),
    [subscribe, onTicked],
  );
  const message = errors.documentType ? t('upload>typeMissing') : undefined;
  useEffect(() => {
    onErrorsShown(message !== undefined);
  }, [message, onErrorsShown]);

  async function submit(values: ChoiceValues) {
    const documentType = DocumentTypeSchema.parse(values.documentType);
    setFailed(false);
    const result = await dispatch(chooseDocument(documentType));
    if (result.ok) return onChosen({ documentId: result.data.documentId, documentType });
    const problem = stageProblemOf(result.error);
    if (problem.kind === 'gone') return onGone(problem.reason);
    if (problem.kind === 'moved' && (await follow())) return;
    setFailed(true);
  }

  return (
    <form
      ref={own}
      className="lf-upload-form"
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      {submitCount > 0 ? (
        <ErrorSummary
          title={tApp('errors>summaryTitle')}
          items={message ? [{ fieldId: TYPE_ID, message }] : []}
          attempt={submitCount}
        />
      ) : null}
      <RadiosField
        id={TYPE_ID}
        legend={t('upload>typeLegend')}
        error={message}
        errorPrefix={tApp('errors>fieldPrefix')}
        options={DocumentTypes.map((type) => ({ value: type, label: t(`upload>types>${type}`) }))}
        input={form.register('documentType')}
      />
      {failed ? <Alert title={t('upload>chooseFailedTitle')}>{t('failed>body')}</Alert> : null}
      <div className="lf-step__actions">
        <Button type="submit" busy={isSubmitting}>
          {failed ? tApp('common>tryAgain') : tApp('common>continue')}
        </Button>
      </div>
    </form>
  );
}
