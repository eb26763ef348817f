import type { MobileVerificationStatus } from '@lf/contract';
import { ApplicationState } from '@lf/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { RetryAlert } from '../../components/ui/retry-alert';
import { useApplicationDispatch } from '../application';
import { routeForState } from '../flow';
import { FlowLink } from '../navigation';
import { callProblemOf, type CodeRefusal } from './call-problems';
import { secondsUntil, waitOf } from './cool-down';
import { resendCode } from './mobile-calls';
import { useFollowLead } from '../lead/lazy';
import { useSecondsUntil } from './use-seconds-until';

/** The resend button's id: the error summary links here for an expired or locked code. */
export const RESEND_BUTTON_ID = 'mobile-resend';
const WAIT_ID = 'mobile-resend-wait';

/** The last three digits of the masked number (`••• ••• 678`), read out instead of the dots. */
export function lastDigits(masked: string): string {
  return /(\d+)\D*$/.exec(masked)?.[1] ?? '';
}

export interface ResendCodeProps {
  status: MobileVerificationStatus;
  /** When `status` was learnt (Date.now() in the event that learnt it). */
  since: number;
  /** A new code went out: its status. */
  onSent: (status: MobileVerificationStatus, since: number) => void;
  /** The server refused (a lock): the form says so by the code. */
  onRefused: (refusal: CodeRefusal) => void;
  /** Read the status again: the wait the server enforces is not the one shown. */
  onStale: () => void;
  onGone: (reason: 'unknown' | 'expired') => void;
}

/**
 * "Not received a code?": a new code once the cool-down is over, the wait shown as it counts
 * down (read out only when it starts and ends, not every second), and the way to change the
 * number. The button stays focusable while waiting (aria-disabled), so focus is never lost.
 */
export function ResendCode({ status, since, onSent, onRefused, onStale, onGone }: ResendCodeProps) {
  const { t } = useTranslation('mobile');
  const { t: tApp } = useTranslation();
  const dispatch = useApplicationDispatch();
  const follow = useFollowLead();
  const seconds = useSecondsUntil(status.resendAvailableAt, since);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState(false);
  const digits = lastDigits(status.maskedPhoneNumber);
  const waiting = seconds > 0;
  /** Whether a wait was running when this status came: its end is then worth announcing. */
  const waitedSince = secondsUntil(status.resendAvailableAt, since) > 0;

  async function resend() {
    if (waiting || busy) return;
    setBusy(true);
    setFailed(false);
    const result = await dispatch(resendCode());
    setBusy(false);
    if (result.ok) {
      setSent(true);
      onSent(result.data, Date.now());
      return;
    }
    const problem = callProblemOf(result.error);
    if (problem.kind === 'coolingDown') return onStale();
    if (problem.kind === 'code') {
      onRefused(problem.refusal);
      return onStale();
    }
    if (problem.kind === 'gone') return onGone(problem.reason);
    if (problem.kind === 'moved' && (await follow())) return;
    setFailed(true);
  }

  const wait = waitOf(seconds);
  const announcement = waiting
    ? sent
      ? digits
        ? t('resend>sentTo', { digits })
        : t('resend>sent')
      : ''
    : waitedSince
      ? t('resend>ready')
      : '';
  return (
    <section className="lf-mobile-resend" aria-labelledby="mobile-resend-title">
      <h2 id="mobile-resend-title">{t('resend>title')}</h2>
      <p id={WAIT_ID}>
        {waiting
          ? t(wait.unit === 'seconds' ? 'resend>waitSeconds' : 'resend>waitMinutes', {
              count: wait.count,
            })
          : t('resend>help')}
      </p>
      <Button
        id={RESEND_BUTTON_ID}
        variant="secondary"
        busy={busy}
        aria-disabled={waiting || undefined}
        aria-describedby={WAIT_ID}
        onClick={() => void resend()}
      >
        {t('resend>button')}
      </Button>
      <p role="status" className="lf-visually-hidden">
        {announcement}
      </p>
      {failed ? (
        <RetryAlert
          title={t('resend>failedTitle')}
          retryLabel={tApp('common>tryAgain')}
          onRetry={() => void resend()}
        >
          {t('resend>failedBody')}
        </RetryAlert>
      ) : null}
      <FlowLink to={routeForState(ApplicationState.CHANGE_MOBILE_NUMBER).route}>
        {t('change>link')}
      </FlowLink>
    </section>
  );
}
