import type { Offer } from '@lf/contract';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver, type ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { ErrorSummary } from '../../components/ui/error-summary';
import { RadiosField } from '../../components/ui/radios-field';
import { useApplicationDispatch } from '../application';
import { useLocale } from '../i18n';
import { DecisionActions } from './decision-actions';
import { chooseOffer } from './offer-calls';
import { OfferDetails, useTermText } from './offer-details';
import { formatOfferMoney } from './offer-format';
import { OfferPageFrame, type OfferPageContext, type OfferPageProps } from './offer-page-frame';
import { useKeepValues, useKeptValues } from './use-kept-values';
import { useOfferDecision } from './use-offer-decision';

const CHOICE_ID = 'offer-choice';

interface ChoiceValues {
  offerId: string;
}
/** The plan chosen, as kept across a reload (use-kept-values.ts). */
const KEPT_AS = 'ipfd-offer-choice';
const KeptChoiceSchema = z.object({ offerId: z.string().check(z.maxLength(100)) });

/**
 * IPFD_OFFER_CHOICE (/ipfd-offer-choice): IPF's payment plans as radios, each with its amount,
 * term and monthly payment; the plan chosen is shown in full with its representative example.
 * Accept sends it (POST /lead/offer/payment); Decline, asked again, takes none of them.
 */
export function IpfOfferChoicePage({ onAnsweredElsewhere }: OfferPageProps) {
  const [errorsShown, setErrorsShown] = useState(false);
  return (
    <OfferPageFrame
      slug="ipfd-offer-choice"
      errorsShown={errorsShown}
      onAnsweredElsewhere={onAnsweredElsewhere}
    >
      {(context) => <IpfChoice context={context} onErrorsShown={setErrorsShown} />}
    </OfferPageFrame>
  );
}

function IpfChoice({
  context,
  onErrorsShown,
}: {
  context: OfferPageContext;
  onErrorsShown: (shown: boolean) => void;
}) {
  const { t } = useTranslation('offers');
  const { t: tApp } = useTranslation();
  const locale = useLocale();
  const termText = useTermText();
  const dispatch = useApplicationDispatch();
  const { offers } = context;
  const decision = useOfferDecision({
    onGone: context.gone,
    onStale: context.reload,
    onAnsweredElsewhere: context.answeredElsewhere,
  });

  const resolver = useMemo<Resolver<ChoiceValues>>(
    () =>
      (values): ResolverResult<ChoiceValues> =>
        offers.some((offer) => offer.offerId === values.offerId)
          ? { values, errors: {} }
          : { values: {}, errors: { offerId: { type: 'required', message: 'choice>chooseOne' } } },
    [offers],
  );
  const kept = useKeptValues(KEPT_AS, KeptChoiceSchema);
  const form = useForm<ChoiceValues>({
    defaultValues: kept ?? { offerId: '' },
    resolver,
    reValidateMode: 'onChange',
    // The error summary takes focus on a failed submit (GOV.UK pattern), not the field.
    shouldFocusError: false,
  });
  useKeepValues(form, KEPT_AS);
  const { errors, submitCount } = form.formState;
  const chosenId = useWatch({ control: form.control, name: 'offerId' });
  const chosen = offers.find((offer) => offer.offerId === chosenId);
  const partner = offers[0]?.partner ?? '';

  const message =
    errors.offerId?.message === 'choice>chooseOne' ? t('choice>chooseOne') : undefined;
  useEffect(() => {
    onErrorsShown(Boolean(message));
  }, [message, onErrorsShown]);

  const label = (offer: Offer) =>
    t('choice>option', {
      amount: formatOfferMoney(offer.amount, offer.currency, locale),
      term: termText(offer),
      monthlyPayment: formatOfferMoney(offer.monthlyPayment, offer.currency, locale),
    });

  return (
    <form
      noValidate
      className="lf-offer-form"
      onSubmit={(event) =>
        void form.handleSubmit(({ offerId }) =>
          decision.run(
            'accept',
            () => dispatch(chooseOffer({ offerId })),
            offers.find((offer) => offer.offerId === offerId),
          ),
        )(event)
      }
    >
      {submitCount > 0 ? (
        <ErrorSummary
          title={tApp('errors>summaryTitle')}
          items={message ? [{ fieldId: CHOICE_ID, message }] : []}
          attempt={submitCount}
        />
      ) : null}
      <p className="lf-step__intro">{t('choice>intro', { partner })}</p>
      <RadiosField
        id={CHOICE_ID}
        legend={t('choice>legend')}
        hint={t('choice>hint')}
        error={message}
        errorPrefix={tApp('errors>fieldPrefix')}
        options={offers.map((offer) => ({ value: offer.offerId, label: label(offer) }))}
        input={form.register('offerId')}
      />
      {chosen ? <OfferDetails offer={chosen} title={t('choice>chosenTitle')} /> : null}
      <DecisionActions
        partner={partner}
        acceptLabel={t('choice>accept')}
        declineLabel={t('choice>decline')}
        confirmTitle={t('choice>confirmTitle', { partner })}
        acceptType="submit"
        onDecline={() =>
          void decision.run('decline', () => dispatch(chooseOffer({ decision: 'decline' })))
        }
        busy={decision.busy}
        failed={decision.failed}
        unconfirmed={decision.unconfirmed}
        onRetry={decision.retry}
      />
    </form>
  );
}
