import type { Offer } from '@lf/contract';
import { useTranslation } from 'react-i18next';
import { useApplicationDispatch } from '../application';
import { DecisionActions } from './decision-actions';
import { decideOffer, type DecisionPartner } from './offer-calls';
import { OfferDetails } from './offer-details';
import { OfferPageFrame, type OfferPageContext, type OfferPageProps } from './offer-page-frame';
import { useOfferDecision } from './use-offer-decision';

/**
 * A partner's one offer (Cofidis, Instabank, Proficredit): its figures and the representative
 * example, then Accept or Decline (asked again). The lead then goes where the server says.
 */
function SingleOfferPage({
  slug,
  partner,
  onAnsweredElsewhere,
}: OfferPageProps & { slug: string; partner: DecisionPartner }) {
  return (
    <OfferPageFrame slug={slug} onAnsweredElsewhere={onAnsweredElsewhere}>
      {(context) => <SingleOffer partner={partner} offer={context.offers[0]} context={context} />}
    </OfferPageFrame>
  );
}

function SingleOffer({
  partner,
  offer,
  context,
}: {
  partner: DecisionPartner;
  offer: Offer | undefined;
  context: OfferPageContext;
}) {
  const { t } = useTranslation('offers');
  const dispatch = useApplicationDispatch();
  const decision = useOfferDecision({
    onGone: context.gone,
    onStale: context.reload,
    onAnsweredElsewhere: context.answeredElsewhere,
  });
  if (!offer) return null;
  return (
    <>
      <p className="lf-step__intro">{t('offer>intro', { partner: offer.partner })}</p>
      <OfferDetails offer={offer} title={t('offer>title', { partner: offer.partner })} />
      <DecisionActions
        partner={offer.partner}
        acceptLabel={t('decision>accept')}
        declineLabel={t('decision>decline')}
        confirmTitle={t('decision>confirmTitle', { partner: offer.partner })}
        onAccept={() =>
          void decision.run(
            'accept',
            () => dispatch(decideOffer(partner, offer.offerId, 'accept')),
            offer,
          )
        }
        onDecline={() =>
          void decision.run('decline', () =>
            dispatch(decideOffer(partner, offer.offerId, 'decline')),
          )
        }
        busy={decision.busy}
        failed={decision.failed}
        unconfirmed={decision.unconfirmed}
        onRetry={decision.retry}
      />
    </>
  );
}

/** COFIDIS_OFFER (/cofidis-offer). */
export function CofidisOfferPage(props: OfferPageProps) {
  return <SingleOfferPage slug="cofidis-offer" partner="cofidis" {...props} />;
}

/** INSTABANK_OFFER (/instabank-offer). */
export function InstabankOfferPage(props: OfferPageProps) {
  return <SingleOfferPage slug="instabank-offer" partner="instabank" {...props} />;
}

/** PROFICREDIT_OFFER (/proficredit-offer). */
export function ProficreditOfferPage(props: OfferPageProps) {
  return <SingleOfferPage slug="proficredit-offer" partner="proficredit" {...props} />;
}
