import type { MobileVerificationStatus } from '@lf/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ErrorSummary } from '../../components/ui/error-summary';
import { TextField } from '../../components/ui/text-field';
import { useApplicationDispatch } from '../application';
import { useFlowNavigation } from '../navigation';
import { callProblemOf, type CodeRefusal } from './call-problems';
import { checkCodeInput, normalizeCode, type CodeInputProblem } from './code-input';
import { verifyCode } from './mobile-calls';
import { lastDigits, RESEND_BUTTON_ID, ResendCode } from './resend-code';
import { useFollowLead } from '../lead/lazy';
import { useFocusWhen } from '../../components/ui/use-focus-when';

const CODE_ID = 'mobile-code';

interface CodeValues {
  code: string;
}

type CodeProblem = CodeInputProblem | CodeRefusal;
const CodeProblems: readonly string[] = [
  'codeEmpty',
  'codeFormat',
  'codeLength',
  'codeWrong',
  'codeExpired',
  'tooManyCodes',
] satisfies CodeProblem[];
const isCodeProblem = (value: unknown): value is CodeProblem =>
  typeof value === 'string' && CodeProblems.includes(value);

export interface VerifyCodeFormProps {
  status: MobileVerificationStatus;
  since: number;
  /** A newer status (a code sent, or read again). */
  onStatus: (status: MobileVerificationStatus, since: number) => void;
  /** The server refused a code: the page counts it and reads the status again. */
  onRefused: (refusal: CodeRefusal) => void;
  onStale: () => void;
  onGone: (reason: 'unknown' | 'expired') => void;
  /** Whether errors are shown (the page title then starts "Error:"). */
  onErrorsShown: (shown: boolean) => void;
}

/**
 * The code: one field (autofill and paste work: WCAG 2.2 SC 3.3.8), checked before it is sent,
 * then verified; a wrong, expired or locked code each has its own message, in the error summary
 * and by the field. A failed call keeps the code and offers to try again.
 */
export function VerifyCodeForm({
  status,
  since,
  onStatus,
  onRefused,
  onStale,
  onGone,
  onErrorsShown,
}: VerifyCodeFormProps) {
  const { t } = useTranslation('mobile');
  const { t: tApp } = useTranslation();
  const dispatch = useApplicationDispatch();
  const { afterSave } = useFlowNavigation();
  const follow = useFollowLead();
  const [failed, setFailed] = useState(false);
  // A number locked before the page opened counts as refused once (below).
  const [refusals, setRefusals] = useState(() => (status.attemptsLeft === 0 ? 1 : 0));
  const alertRef = useRef<HTMLDivElement>(null);
  const length = status.codeLength;

  const resolver = useMemo<Resolver<CodeValues>>(
    () =>
      (values): ResolverResult<CodeValues> => {
        const problem = checkCodeInput(values.code, length);
        if (!problem) return { values, errors: {} };
        return { values: {}, errors: { code: { type: 'validate', message: problem } } };
      },
    [length],
  );
  const form = useForm<CodeValues>({
    defaultValues: { code: '' },
    resolver,
    reValidateMode: 'onChange',
    // The error summary takes focus on a failed submit (GOV.UK pattern), not the field.
    shouldFocusError: false,
  });
  const { errors, isSubmitting, submitCount } = form.formState;

  // A number locked before the page opened (five wrong codes, then a reload) is said at once,
  // as the refusal that locked it was: not only at the next code typed.
  const [lockedOnOpen] = useState(status.attemptsLeft === 0);
  useEffect(() => {
    if (lockedOnOpen) form.setError('code', { type: 'server', message: 'tooManyCodes' });
  }, [lockedOnOpen, form]);

  function refuse(refusal: CodeRefusal) {
    form.setError('code', { type: 'server', message: refusal });
    setRefusals((count) => count + 1);
    onRefused(refusal);
  }

  async function verify(values: CodeValues) {
    setFailed(false);
    const result = await dispatch(verifyCode(normalizeCode(values.code)));
    if (result.ok) {
      await afterSave(result.data.applicationState);
      return;
    }
    const problem = callProblemOf(result.error);
    if (problem.kind === 'code') return refuse(problem.refusal);
    if (problem.kind === 'gone') return onGone(problem.reason);
    if (problem.kind === 'moved' && (await follow())) return;
    setFailed(true);
  }
  useFocusWhen(alertRef, failed);

  const problem = errors.code?.message;
  const message = isCodeProblem(problem)
    ? t(`verify>${problem}`, { count: status.attemptsLeft, length })
    : undefined;
  const items = message
    ? [
        {
          fieldId:
            problem === 'codeExpired' || problem === 'tooManyCodes' ? RESEND_BUTTON_ID : CODE_ID,
          message,
        },
      ]
    : [];
  const shown = items.length > 0;
  useEffect(() => {
    onErrorsShown(shown);
  }, [shown, onErrorsShown]);

  const digits = lastDigits(status.maskedPhoneNumber);
  return (
    <>
      <form
        className="lf-mobile-code"
        noValidate
        onSubmit={(event) => void form.handleSubmit(verify)(event)}
      >
        {submitCount + refusals > 0 ? (
          <ErrorSummary
            title={tApp('errors>summaryTitle')}
            items={items}
            attempt={submitCount + refusals}
          />
        ) : null}
        {digits ? (
          <p className="lf-step__intro">
            <span aria-hidden="true">
              {t('verify>sentTo', { length, number: status.maskedPhoneNumber })}
            </span>
            <span className="lf-visually-hidden">
              {t('verify>sentToEnding', { length, digits })}
            </span>
          </p>
        ) : (
          <p className="lf-step__intro">{t('verify>sentToPhone', { length })}</p>
        )}
        <TextField
          id={CODE_ID}
          label={t('verify>codeLabel')}
          hint={t('verify>codeHint', { length })}
          error={message}
          errorPrefix={tApp('errors>fieldPrefix')}
          className="lf-input lf-code-input"
          type="text"
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          {...form.register('code')}
        />
        {failed ? (
          <div ref={alertRef} tabIndex={-1}>
            <Alert title={t('verify>failedTitle')}>{t('verify>failedBody')}</Alert>
          </div>
        ) : null}
        <div className="lf-step__actions">
          <Button type="submit" busy={isSubmitting}>
            {failed ? tApp('common>tryAgain') : t('verify>submit')}
          </Button>
        </div>
      </form>
      <ResendCode
        status={status}
        since={since}
        onSent={(sentStatus, sentSince) => {
          form.clearErrors('code');
          onStatus(sentStatus, sentSince);
        }}
        onRefused={refuse}
        onStale={onStale}
        onGone={onGone}
      />
    </>
  );
}
