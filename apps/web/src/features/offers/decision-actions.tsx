import type { OfferDecision } from '@lf/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';

const DECLINE_ID = 'offer-decline';

export interface DecisionActionsProps {
  partner: string;
  acceptLabel: string;
  declineLabel: string;
  confirmTitle: string;
  /** `submit` when Accept sends a form (its fields are checked first). */
  acceptType?: 'button' | 'submit';
  onAccept?: () => void;
  onDecline: () => void;
  busy: OfferDecision | null;
  /** The last answer could not be sent: say so, and offer to send it again. */
  failed: boolean;
  /** Its reply was lost and the lead could not be read: whether it reached the lender is unknown. */
  unconfirmed?: boolean;
  onRetry: () => void;
}

/**
 * Accept and Decline. Declining is asked again (it cannot be undone here): the question takes
 * focus, with its answers brought into view, and "go back" returns it to Decline. A failed send is announced with Try again.
 */
export function DecisionActions({
  partner,
  acceptLabel,
  declineLabel,
  confirmTitle,
  acceptType = 'button',
  onAccept,
  onDecline,
  busy,
  failed,
  unconfirmed = false,
  onRetry,
}: DecisionActionsProps) {
  const { t } = useTranslation('offers');
  const { t: tApp } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [returnFocus, setReturnFocus] = useState(false);
  const questionRef = useRef<HTMLHeadingElement>(null);

  useLayoutEffect(() => {
    const question = questionRef.current;
    if (confirming && question) {
      // Focus alone scrolls only the heading into view: on a phone its answers stayed below.
      question.focus({ preventScroll: true });
      question.parentElement?.scrollIntoView({ block: 'nearest' });
    } else if (returnFocus) document.getElementById(DECLINE_ID)?.focus();
  }, [confirming, returnFocus]);

  return (
    <div className="lf-offer-decision">
      {failed ? (
        <Alert
          title={t(unconfirmed ? 'decision>unconfirmedTitle' : 'decision>failedTitle')}
          action={
            <Button variant="secondary" onClick={onRetry} busy={busy !== null}>
              {tApp('common>tryAgain')}
            </Button>
          }
        >
          {t(unconfirmed ? 'decision>unconfirmedBody' : 'decision>failedBody')}
        </Alert>
      ) : null}
      {confirming ? (
        <div className="lf-offer-decision__confirm" role="group" aria-labelledby="decline-question">
          <h2 id="decline-question" ref={questionRef} tabIndex={-1}>
            {confirmTitle}
          </h2>
          <p>{t('decision>confirmBody', { partner })}</p>
          <div className="lf-step__actions">
            <Button onClick={onDecline} busy={busy === 'decline'} aria-disabled={busy !== null}>
              {t('decision>confirmDecline')}
            </Button>
            <Button
              variant="secondary"
              aria-disabled={busy !== null}
              onClick={() => {
                setReturnFocus(true);
                setConfirming(false);
              }}
            >
              {t('decision>keep')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="lf-step__actions">
          <Button
            type={acceptType}
            onClick={acceptType === 'button' ? onAccept : undefined}
            busy={busy === 'accept'}
            aria-disabled={busy !== null}
          >
            {acceptLabel}
          </Button>
          <Button
            id={DECLINE_ID}
            variant="secondary"
            aria-disabled={busy !== null}
            onClick={() => setConfirming(true)}
          >
            {declineLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
