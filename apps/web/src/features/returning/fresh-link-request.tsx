import { CONTINUE_TOKEN_LIFETIME_MS, type LeadContactAnswer, type LinkContact } from '@lf/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Loader } from '../../components/ui/loader';
import { PageHeading } from '../../components/ui/page-heading';
import { RadiosField } from '../../components/ui/radios-field';
import { RetryAlert } from '../../components/ui/retry-alert';
import { useApplicationDispatch, useApplicationSelector } from '../application';
import { readLinkContact, sendFreshLink, type SendLinkFailure } from '../lead/lazy';

const CHANNEL_ID = 'fresh-link-channel';
const HOURS = CONTINUE_TOKEN_LIFETIME_MS / 3_600_000;

/**
 * The key of the heading this page shows, which its page title repeats (the continue page sets
 * the title): a fresh link sent, a link whose token was refused, or a link that opens nothing by
 * itself.
 */
export function freshLinkTitleKey({
  tokenRefused,
  sent,
}: {
  tokenRefused: boolean;
  sent: boolean;
}) {
  if (sent) return 'continueLink>sentTitle';
  return tokenRefused ? 'continueLink>usedTitle' : 'continueLink>lockedTitle';
}

/**
 * A returning link that opened without a credential (decision 0033): nothing of the lead is
 * shown, only whether it was decided and where a fresh link can go (masked), and a way to send
 * it there or to start again. The fresh link opens the lead on whichever device it is opened.
 * A link whose one-time token was refused (`tokenRefused`: used, out of date, or revoked by a
 * newer one) says that it no longer works, rather than that no link opens answers by itself.
 */
export function FreshLinkRequest({
  id,
  tokenRefused = false,
  onStartAgain,
  onSent,
}: {
  id: string;
  tokenRefused?: boolean;
  onStartAgain: () => void;
  /** A fresh link went out (or the applicant asks for it again): the page's title follows. */
  onSent: (sent: boolean) => void;
}) {
  const { t } = useTranslation();
  const dispatch = useApplicationDispatch();
  // Opened from this device's offer of its application in progress, not from a link.
  const fromThisDevice = useApplicationSelector(
    ({ application }) => application.earlierLeadId === id,
  );
  const [contact, setContact] = useState<LeadContactAnswer | 'unavailable' | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [sent, setSent] = useState<LinkContact | null>(null);
  const [failure, setFailure] = useState<SendLinkFailure | null>(null);
  const form = useForm<{ channel: string }>();
  const { isSubmitting } = form.formState;

  useEffect(() => {
    let current = true;
    void dispatch(readLinkContact(id)).then((result) => {
      if (!current) return;
      setContact(result.ok ? result.data : 'unavailable');
      if (result.ok) form.reset({ channel: result.data.contacts[0]?.channel ?? '' });
    });
    return () => {
      current = false;
    };
  }, [id, attempt, dispatch, form]);

  const title = t(freshLinkTitleKey({ tokenRefused, sent: false }));
  const startAgain = (
    <Button type="button" variant="secondary" onClick={onStartAgain}>
      {t('continueLink>startAgain')}
    </Button>
  );

  if (contact === null) return <Loader label={t('continueLink>loading')} neutral />;
  if (sent) {
    return (
      <div className="lf-step" key="sent">
        <PageHeading>{t(freshLinkTitleKey({ tokenRefused, sent: true }))}</PageHeading>
        <p role="status">{t('continueLink>sentBody', { to: sent.to, hours: HOURS })}</p>
        {/* Not come (a full inbox, an old number): back to the choice, another channel or the same
            again; the lead API says when it has sent too many. */}
        <div className="lf-step__actions">
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setSent(null);
              onSent(false);
            }}
          >
            {t('continueLink>sendAgain')}
          </Button>
          {startAgain}
        </div>
      </div>
    );
  }
  if (contact === 'unavailable') {
    return (
      <div className="lf-step">
        <PageHeading>{title}</PageHeading>
        <RetryAlert
          title={t('continueLink>unavailableTitle')}
          retryLabel={t('common>tryAgain')}
          onRetry={() => {
            setContact(null);
            setAttempt((count) => count + 1);
          }}
        >
          {t('continueLink>unavailableBody')}
        </RetryAlert>
      </div>
    );
  }
  if (contact.contacts.length === 0) {
    return (
      <div className="lf-step">
        <PageHeading>{title}</PageHeading>
        <p>{t('continueLink>noContactBody')}</p>
        <div className="lf-step__actions">{startAgain}</div>
      </div>
    );
  }

  async function send({ channel }: { channel: string }) {
    const chosen =
      contact !== 'unavailable' && contact?.contacts.find((c) => c.channel === channel);
    if (!chosen) return;
    setFailure(null);
    const result = await dispatch(sendFreshLink(id, chosen.channel));
    if (typeof result === 'string') setFailure(result);
    else {
      setSent(result);
      onSent(true);
    }
  }

  return (
    <form className="lf-step" noValidate onSubmit={(event) => void form.handleSubmit(send)(event)}>
      <PageHeading>{title}</PageHeading>
      <p>
        {t(
          tokenRefused
            ? 'continueLink>usedBody'
            : contact.decided
              ? 'continueLink>lockedDecidedBody'
              : fromThisDevice
                ? 'continueLink>earlierLockedBody'
                : 'continueLink>lockedBody',
        )}
      </p>
      <RadiosField
        id={CHANNEL_ID}
        legend={t('continueLink>channelLegend')}
        errorPrefix={t('errors>fieldPrefix')}
        options={contact.contacts.map(({ channel, to }) => ({
          value: channel,
          label: t(channel === 'email' ? 'continueLink>channelEmail' : 'continueLink>channelSms', {
            to,
          }),
        }))}
        input={form.register('channel')}
      />
      {failure ? (
        <Alert
          title={t(failure === 'tooMany' ? 'continueLink>tooManyBody' : 'continueLink>sendFailed')}
        />
      ) : null}
      <div className="lf-step__actions">
        <Button type="submit" busy={isSubmitting}>
          {failure === 'failed' ? t('common>tryAgain') : t('continueLink>send')}
        </Button>
        {startAgain}
      </div>
    </form>
  );
}
