import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Loader } from '../../components/ui/loader';
import { PageHeading } from '../../components/ui/page-heading';
import { RetryAlert } from '../../components/ui/retry-alert';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useApplicationDispatch } from '../application';
import {
  heldMailLinkToken,
  pageLoadedAgain,
  replaceHeldMailLinkToken,
} from '../url-intake/lazy-mail-links';
import {
  initialConsentValues,
  MarketingConsentsField,
  marketingConsentsOf,
} from '../initial-details';
import { loadCustomerConsents, saveCustomerConsents } from './consent-calls';
import { useFocusWhen } from '../../components/ui/use-focus-when';

/** The consents' group; each channel's checkbox is `marketingConsents-<channel>`. */
const FIELD_ID = 'marketingConsents';

/** A lead id is a UUID: anything else is a broken link, not worth asking the server about. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type View =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'notFound' }
  /** The lead API took no credential (401): the link's token expired or was used. */
  | { kind: 'linkUsed' }
  /** Loaded again, the page holds no token to show (401): the mail's link is needed again. */
  | { kind: 'reloaded' }
  | { kind: 'ready'; consents: Readonly<Record<string, boolean>> };

const TITLES = {
  notFound: 'customer>notFoundTitle',
  linkUsed: 'customer>linkUsedTitle',
  reloaded: 'mailLink>reloadedTitle',
} as const;

/**
 * A returning customer's marketing consents, `/{id}/consents` (spec sections 2 and 7), opened from
 * a link in a mail, in any browser: the four channels of the v3 form, ticked as the customer left
 * them, saved with a confirmation. The calls carry the link's token (issue 36), which start-up
 * took out of the address bar; a change uses it up and the next one sends the fresh token its
 * answer gave. A link the server does not know gets a clear page, as does one whose token expired
 * or was used (then nothing of the consents shows), and a page loaded again, which holds no token
 * (it is kept nowhere): that one asks for the mail's link again, as the unsubscribe page does. A
 * failure to load or save offers to try again and keeps the ticks.
 */
export function CustomerConsentsPage({ customerId }: { customerId: string }) {
  // The channels' texts are the v3 form's (`dynamic`), read through the default namespace.
  const { t } = useTranslation(['consents', 'dynamic']);
  const { t: tApp } = useTranslation();
  const dispatch = useApplicationDispatch();
  const [view, setView] = useState<View>(() =>
    UUID.test(customerId) ? { kind: 'loading' } : { kind: 'notFound' },
  );
  const [round, setRound] = useState(0);
  const title =
    view.kind === 'notFound' || view.kind === 'linkUsed' || view.kind === 'reloaded'
      ? t(TITLES[view.kind])
      : tApp('pages>customer-consents');
  useDocumentTitle(title);

  useEffect(() => {
    if (!UUID.test(customerId)) return undefined;
    let current = true;
    const token = heldMailLinkToken();
    void dispatch(loadCustomerConsents(customerId, token)).then((result) => {
      if (!current) return;
      if (result.ok) setView({ kind: 'ready', consents: result.data.consents });
      // Only a token the server refused expired or was used; a page loaded again had none.
      else if (result.status === 401) {
        setView({ kind: token === null && pageLoadedAgain() ? 'reloaded' : 'linkUsed' });
      }
      // `lead_expired`: the application's details were deleted past the sandbox's retention.
      else if (
        ['lead_not_found', 'lead_expired', 'invalid_body', 'not_found'].includes(result.error.code)
      ) {
        setView({ kind: 'notFound' });
      } else setView({ kind: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [dispatch, customerId, round]);

  return (
    <div className="lf-step">
      <PageHeading>{title}</PageHeading>
      {view.kind === 'loading' ? <Loader size={48} label={tApp('common>loading')} /> : null}
      {view.kind === 'failed' ? (
        <RetryAlert
          title={t('customer>loadFailedTitle')}
          retryLabel={tApp('common>tryAgain')}
          onRetry={() => {
            setView({ kind: 'loading' });
            setRound((count) => count + 1);
          }}
        >
          {t('customer>loadFailedBody')}
        </RetryAlert>
      ) : null}
      {view.kind === 'notFound' ? <p>{t('customer>notFoundBody')}</p> : null}
      {view.kind === 'linkUsed' || view.kind === 'reloaded' ? (
        <div className="lf-notice">
          <p>{t(`customer>${view.kind}Body`)}</p>
        </div>
      ) : null}
      {view.kind === 'ready' ? (
        <CustomerConsentsForm
          customerId={customerId}
          consents={view.consents}
          onLinkUsed={() => setView({ kind: 'linkUsed' })}
        />
      ) : null}
    </div>
  );
}

function CustomerConsentsForm({
  customerId,
  consents,
  onLinkUsed,
}: {
  customerId: string;
  consents: Readonly<Record<string, boolean>>;
  /** A save was refused for want of a credential (401): the link's token was used meanwhile. */
  onLinkUsed: () => void;
}) {
  const { t } = useTranslation('consents');
  const { t: tApp } = useTranslation();
  const dispatch = useApplicationDispatch();
  const form = useForm<Record<string, boolean>>({
    defaultValues: Object.fromEntries(initialConsentValues(FIELD_ID, consents)),
  });
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const { isSubmitting } = form.formState;

  useFocusWhen(outcomeRef, Boolean(outcome));

  async function save(values: Record<string, boolean>) {
    setOutcome(null);
    const result = await dispatch(
      saveCustomerConsents(customerId, marketingConsentsOf(values, FIELD_ID), heldMailLinkToken()),
    );
    if (!result.ok && result.status === 401) {
      onLinkUsed();
      return;
    }
    // The token is used up by the change: its answer gives the next change's.
    if (result.ok && result.data.linkToken !== undefined) {
      replaceHeldMailLinkToken(result.data.linkToken);
    }
    setOutcome(result.ok ? 'saved' : 'failed');
  }

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      // A change after a save makes its confirmation stale.
      onChange={() => setOutcome((shown) => (shown === 'saved' ? null : shown))}
      noValidate
    >
      <p className="lf-step__intro">{t('customer>intro')}</p>
      <MarketingConsentsField
        id={FIELD_ID}
        legend={tApp('fields>contactDetails>marketingConsents>label')}
        hint={tApp('fields>contactDetails>marketingConsents>hint')}
        errorPrefix={tApp('errors>fieldPrefix')}
        register={(name) => form.register(name)}
      />
      {outcome === 'saved' ? (
        <div ref={outcomeRef} tabIndex={-1} role="status" className="lf-notice">
          <p className="lf-alert__title">{t('customer>savedTitle')}</p>
          <p>{t('customer>savedBody')}</p>
        </div>
      ) : null}
      {outcome === 'failed' ? (
        <div ref={outcomeRef} tabIndex={-1}>
          <Alert title={t('customer>saveFailedTitle')}>{t('customer>saveFailedBody')}</Alert>
        </div>
      ) : null}
      <div className="lf-step__actions">
        <Button type="submit" busy={isSubmitting}>
          {outcome === 'failed' ? tApp('common>tryAgain') : t('customer>save')}
        </Button>
      </div>
    </form>
  );
}
