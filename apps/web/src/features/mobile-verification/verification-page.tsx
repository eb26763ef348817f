import { NoApplication } from '../navigation/lazy-no-application';
import type { MobileVerificationStatus } from '@lf/contract';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '../../components/ui/loader';
import { PageHeading } from '../../components/ui/page-heading';
import { RetryAlert } from '../../components/ui/retry-alert';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useApplicationDispatch } from '../application';
import { callProblemOf, type CodeRefusal } from './call-problems';
import { loadVerificationStatus } from './mobile-calls';
import { useFollowLead } from '../lead/lazy';
import { VerifyCodeForm } from './verify-code-form';
import './mobile-verification.css';

type View =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'gone'; reason: 'unknown' | 'expired' }
  | { kind: 'ready'; status: MobileVerificationStatus; since: number };

/** A refused code, counted before the server's status says it: the tries left drop at once. */
function afterRefusal(
  status: MobileVerificationStatus,
  refusal: CodeRefusal,
): MobileVerificationStatus {
  if (refusal === 'codeWrong')
    return { ...status, attemptsLeft: Math.max(0, status.attemptsLeft - 1) };
  if (refusal === 'tooManyCodes') return { ...status, attemptsLeft: 0 };
  return status;
}

/**
 * MOBILE_VERIFICATION (/mobile-verification): the applicant enters the code sent to their
 * mobile; the lead then goes where the server says. The status (where the code went, when
 * another may be sent) is read first; a lead that moved on elsewhere is followed.
 */
export function MobileVerificationPage() {
  const { t } = useTranslation();
  const dispatch = useApplicationDispatch();
  const follow = useFollowLead();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const [errorsShown, setErrorsShown] = useState(false);
  const title = t('pages>mobile-verification');
  useDocumentTitle(
    title,
    view.kind === 'ready' && errorsShown ? t('errors>titlePrefix') : undefined,
  );

  const read = useCallback(async (): Promise<View | null> => {
    const result = await dispatch(loadVerificationStatus());
    if (result.ok) return { kind: 'ready', status: result.data, since: Date.now() };
    const problem = callProblemOf(result.error);
    if (problem.kind === 'gone') return { kind: 'gone', reason: problem.reason };
    if (problem.kind === 'moved' && (await follow())) return null;
    return { kind: 'failed' };
  }, [dispatch, follow]);

  useEffect(() => {
    let current = true;
    void read().then((next) => {
      if (current && next) setView(next);
    });
    return () => {
      current = false;
    };
  }, [read, round]);

  /** Reads the status again in the background; what is shown stays if that fails. */
  const refresh = useCallback(() => {
    void dispatch(loadVerificationStatus()).then((result) => {
      if (result.ok) setView({ kind: 'ready', status: result.data, since: Date.now() });
    });
  }, [dispatch]);

  return (
    <div className="lf-step">
      <PageHeading>{title}</PageHeading>
      {view.kind === 'loading' ? <Loader size={48} label={t('common>loading')} /> : null}
      {view.kind === 'failed' ? (
        <MobileLoadFailed
          onRetry={() => {
            setView({ kind: 'loading' });
            setRound((count) => count + 1);
          }}
        />
      ) : null}
      {view.kind === 'gone' ? <NoApplication reason={view.reason} texts="mobile" /> : null}
      {view.kind === 'ready' ? (
        <VerifyCodeForm
          status={view.status}
          since={view.since}
          onStatus={(status, since) => setView({ kind: 'ready', status, since })}
          onRefused={(refusal) => {
            setView((shown) =>
              shown.kind === 'ready'
                ? { ...shown, status: afterRefusal(shown.status, refusal) }
                : shown,
            );
            refresh();
          }}
          onStale={refresh}
          onGone={(reason) => setView({ kind: 'gone', reason })}
          onErrorsShown={setErrorsShown}
        />
      ) : null}
    </div>
  );
}

/** The status could not be read: say so, and offer to try again. */
function MobileLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('mobile');
  const { t: tApp } = useTranslation();
  return (
    <RetryAlert
      title={t('load>failedTitle')}
      retryLabel={tApp('common>tryAgain')}
      onRetry={onRetry}
    >
      {t('load>failedBody')}
    </RetryAlert>
  );
}
