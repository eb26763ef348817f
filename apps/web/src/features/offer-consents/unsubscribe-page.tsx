import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeading } from '../../components/ui/page-heading';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useBrand } from '../../config/brand-context';
import { useApplicationDispatch } from '../application';
import { validEmail } from '../url-intake';
import {
  heldMailLinkToken,
  heldUnsubscribeAddress,
  pageLoadedAgain,
} from '../url-intake/lazy-mail-links';
import { unsubscribeEmail } from './consent-calls';
import { maskEmail } from './mask-email';
import { useFocusWhen } from '../../components/ui/use-focus-when';

type Outcome = 'done' | 'failed' | 'invalid' | 'linkUsed' | null;

/**
 * `/unsubscribe?email=` from a link in a marketing mail, in any browser. The address left the
 * address bar as the app started (url-intake `holdUnsubscribeAddress`) and is only held in
 * memory; the page says what will happen, partly masked, and unsubscribes only when the person
 * presses the button (mail scanners open links: a mere visit changes nothing). A link without a
 * usable address gets a clear page. The address is never logged, stored or sent anywhere else.
 * The link's token (issue 36), held the same way, goes in a header; a link without one, or one
 * the lead API refuses (401: expired or used), says so and offers no button.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('consents');
  const { t: tApp } = useTranslation();
  const brand = useBrand();
  const dispatch = useApplicationDispatch();
  const [held] = useState(heldUnsubscribeAddress);
  const [token] = useState(heldMailLinkToken);
  const email = held === null ? null : validEmail(held, brand.validationFormats.email);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useDocumentTitle(tApp('pages>unsubscribe'));

  useFocusWhen(outcomeRef, Boolean(outcome));

  async function unsubscribe(address: string, credential: string) {
    setSending(true);
    setOutcome(null);
    const result = await dispatch(unsubscribeEmail(address, credential));
    setSending(false);
    if (result.ok) setOutcome('done');
    else if (result.status === 401) setOutcome('linkUsed');
    else setOutcome(result.error.code === 'invalid_body' ? 'invalid' : 'failed');
  }

  const problem =
    // Loaded again, the page holds no address (done or not, the mail's link is needed again).
    held === null && pageLoadedAgain()
      ? 'reloaded'
      : held === null || held.trim() === ''
        ? 'missing'
        : email === null || outcome === 'invalid'
          ? 'invalid'
          : token === null || outcome === 'linkUsed'
            ? 'linkUsed'
            : null;
  return (
    <div className="lf-step">
      <PageHeading>{tApp('pages>unsubscribe')}</PageHeading>
      {problem ? (
        <div ref={outcomeRef} tabIndex={-1} className="lf-notice">
          <p className="lf-alert__title">
            {t(problem === 'reloaded' ? 'mailLink>reloadedTitle' : `unsubscribe>${problem}Title`)}
          </p>
          <p>{t(`unsubscribe>${problem}Body`)}</p>
        </div>
      ) : outcome === 'done' ? (
        <div ref={outcomeRef} tabIndex={-1} role="status" className="lf-notice">
          <p className="lf-alert__title">{t('unsubscribe>doneTitle')}</p>
          <p>{t('unsubscribe>doneBody', { email: maskEmail(email ?? '') })}</p>
        </div>
      ) : (
        <>
          <p className="lf-step__intro">
            {t('unsubscribe>intro', { email: maskEmail(email ?? '') })}
          </p>
          <p>{t('unsubscribe>stillSent')}</p>
          {outcome === 'failed' ? (
            <div ref={outcomeRef} tabIndex={-1}>
              <Alert title={t('unsubscribe>failedTitle')}>{t('unsubscribe>failedBody')}</Alert>
            </div>
          ) : null}
          <div className="lf-step__actions">
            <Button
              busy={sending}
              onClick={() => {
                if (email && token) void unsubscribe(email, token);
              }}
            >
              {outcome === 'failed' ? tApp('common>tryAgain') : t('unsubscribe>confirm')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
