import type { Offer } from '@lf/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Loader } from '../../components/ui/loader';
import { PageHeading } from '../../components/ui/page-heading';
import { RetryAlert } from '../../components/ui/retry-alert';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { NoApplication } from '../navigation/lazy-no-application';
import type { OnAnsweredElsewhere } from './answered-elsewhere';
import { useOffers, type GoneReason } from './use-offers';
import './offers.css';

export interface OfferPageContext {
  offers: readonly Offer[];
  /** Reads the offers again (after the server said the one answered is no longer offered). */
  reload: () => void;
  /** The server no longer has the lead. */
  gone: (reason: GoneReason) => void;
  /** An answer was refused as answered elsewhere: the page the lead moved to says so. */
  answeredElsewhere?: OnAnsweredElsewhere | undefined;
}

/** What the app's state pages give an offer's page. */
export interface OfferPageProps {
  onAnsweredElsewhere?: OnAnsweredElsewhere;
}

/**
 * What every offer page shares: its title (with "Error:" while `errorsShown`), the offers read
 * on opening, and the page for each way that read can end: loading, failed (Try again), no lead,
 * no offer yet (Try again). `children` renders the offers once read.
 */
export function OfferPageFrame({
  slug,
  errorsShown = false,
  onAnsweredElsewhere,
  children,
}: OfferPageProps & {
  slug: string;
  errorsShown?: boolean;
  children: (context: OfferPageContext) => ReactNode;
}) {
  const { t } = useTranslation();
  const { t: tOffers } = useTranslation('offers');
  const { view, reload, gone } = useOffers();
  const title = t(`pages>${slug}`);
  useDocumentTitle(title, errorsShown ? t('errors>titlePrefix') : undefined);
  return (
    <div className="lf-step">
      <PageHeading>{title}</PageHeading>
      {view.kind === 'loading' ? <Loader size={48} label={t('common>loading')} /> : null}
      {view.kind === 'failed' ? (
        <RetryAlert
          title={tOffers('load>failedTitle')}
          retryLabel={t('common>tryAgain')}
          onRetry={reload}
        >
          {tOffers('load>failedBody')}
        </RetryAlert>
      ) : null}
      {view.kind === 'gone' ? <NoApplication reason={view.reason} texts="offers" /> : null}
      {view.kind === 'ready' && view.offers.length === 0 ? (
        <div role="status" className="lf-notice">
          <p className="lf-alert__title">{tOffers('load>noneTitle')}</p>
          <p>{tOffers('load>noneBody')}</p>
          <Button variant="secondary" onClick={reload}>
            {t('common>tryAgain')}
          </Button>
        </div>
      ) : null}
      {view.kind === 'ready' && view.offers.length > 0
        ? children({ offers: view.offers, reload, gone, answeredElsewhere: onAnsweredElsewhere })
        : null}
    </div>
  );
}
