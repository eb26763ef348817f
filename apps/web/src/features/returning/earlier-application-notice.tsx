import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useApplicationSelector } from '../application';
import { continueRoute } from '../flow';
import './earlier-application-notice.css';

/**
 * A tab opened after the one that was applying was closed (its lead's write secret went with it)
 * says so, above the page's question, and offers that lead's continue page: a link sent to the
 * applicant's own e-mail or phone opens it where it stands, its decision included
 * (fresh-link-request.tsx). Going on below starts a new application instead; the notice goes once
 * this tab has a lead of its own, and on the continue page itself (walker C3). A title and a link,
 * no more: on a phone the first page's Continue stays on the first screen below it (decision 0022),
 * and the continue page says why a link is sent.
 */
export function EarlierApplicationNotice() {
  const { t } = useTranslation();
  const titleId = useId();
  const [path] = useLocation();
  const earlier = useApplicationSelector(({ application }) =>
    application.applicationData.id === undefined ? application.earlierLeadId : null,
  );
  if (earlier === null || path.startsWith('/continue/')) return null;
  return (
    <section className="lf-earlier-application" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('continueLink>earlierTitle')}</h2>
      <Link href={continueRoute(earlier)}>{t('continueLink>earlierLink')}</Link>
    </section>
  );
}
