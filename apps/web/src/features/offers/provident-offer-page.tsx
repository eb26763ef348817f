import type { FieldError, Offer } from '@lf/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver, type ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { ErrorSummary } from '../../components/ui/error-summary';
import { TextField } from '../../components/ui/text-field';
import { useApplicationDispatch } from '../application';
import { useLocale } from '../i18n';
import { DecisionActions } from './decision-actions';
import { decideProvidentOffer } from './offer-calls';
import { OfferDetails } from './offer-details';
import { formatOfferMoney } from './offer-format';
import { OfferPageFrame, type OfferPageContext, type OfferPageProps } from './offer-page-frame';
import {
  checkLoweredLoan,
  loweredOffer,
  serverProblem,
  type LoweredProblem,
  type LoweredValues,
} from './lowered-loan';
import { useKeepValues, useKeptValues } from './use-kept-values';
import { useOfferDecision } from './use-offer-decision';

const FIELD_IDS = { amount: 'provident-amount', period: 'provident-period' } as const;
const LoweredProblems: readonly string[] = [
  'amountEmpty',
  'amountFormat',
  'amountRange',
  'periodEmpty',
  'periodFormat',
  'periodRange',
] satisfies LoweredProblem[];
const isLoweredProblem = (value: unknown): value is LoweredProblem =>
  typeof value === 'string' && LoweredProblems.includes(value);

/** The smaller loan typed, as kept across a reload (use-kept-values.ts). */
const KeptLoanSchema = z.object({
  amount: z.string().check(z.maxLength(200)),
  period: z.string().check(z.maxLength(200)),
});

type Adjustable = Offer & { adjustable: NonNullable<Offer['adjustable']> };
const isAdjustable = (offer: Offer): offer is Adjustable => offer.adjustable !== undefined;

/**
 * PROVIDENT_OFFER (/provident-offer): Provident's offer, which the applicant may take as it is or
 * lowered (a smaller amount, fewer months) within it; the figures and the representative example
 * follow what is typed, computed as the lender does. Accept checks the fields, then sends the
 * loan (POST /lead/offer/update-provident-offer); Decline is asked again.
 */
export function ProvidentOfferPage({ onAnsweredElsewhere }: OfferPageProps) {
  const [errorsShown, setErrorsShown] = useState(false);
  return (
    <OfferPageFrame
      slug="provident-offer"
      errorsShown={errorsShown}
      onAnsweredElsewhere={onAnsweredElsewhere}
    >
      {(context) =>
        context.offers[0] ? (
          <ProvidentOffer
            offer={context.offers[0]}
            context={context}
            onErrorsShown={setErrorsShown}
          />
        ) : null
      }
    </OfferPageFrame>
  );
}

function ProvidentOffer({
  offer,
  context,
  onErrorsShown,
}: {
  offer: Offer;
  context: OfferPageContext;
  onErrorsShown: (shown: boolean) => void;
}) {
  const { t } = useTranslation('offers');
  const { t: tApp } = useTranslation();
  const locale = useLocale();
  const dispatch = useApplicationDispatch();
  const adjustable = isAdjustable(offer) ? offer : null;

  const resolver = useMemo<Resolver<LoweredValues>>(
    () =>
      (values): ResolverResult<LoweredValues> => {
        if (!adjustable) return { values, errors: {} };
        const check = checkLoweredLoan(adjustable, values);
        if (check.ok) return { values, errors: {} };
        const errors = Object.fromEntries(
          Object.entries(check.problems).map(([field, problem]) => [
            field,
            { type: 'validate', message: problem },
          ]),
        );
        return { values: {}, errors };
      },
    [adjustable],
  );
  const keptAs = `provident-offer/${offer.offerId}`;
  const kept = useKeptValues(keptAs, KeptLoanSchema);
  const form = useForm<LoweredValues>({
    defaultValues: kept ?? { amount: String(offer.amount), period: String(offer.period) },
    resolver,
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  useKeepValues(form, keptAs);
  const { errors, submitCount } = form.formState;
  const [refusals, setRefusals] = useState(0);

  const onFields = useCallback(
    (fieldErrors: readonly FieldError[]) => {
      for (const fieldError of fieldErrors) {
        if (fieldError.fieldName !== 'amount' && fieldError.fieldName !== 'period') continue;
        form.setError(fieldError.fieldName, {
          type: 'server',
          message: serverProblem(fieldError.fieldName, fieldError.code),
        });
      }
      setRefusals((count) => count + 1);
    },
    [form],
  );
  const decision = useOfferDecision({
    onGone: context.gone,
    onStale: context.reload,
    onFields,
    onAnsweredElsewhere: context.answeredElsewhere,
  });

  const money = (value: number) => formatOfferMoney(value, offer.currency, locale);
  const messageOf = (field: keyof LoweredValues) => {
    const problem = errors[field]?.message;
    if (!isLoweredProblem(problem) || !adjustable) return undefined;
    return field === 'amount'
      ? t(`adjust>${problem}`, {
          min: money(adjustable.adjustable.minAmount),
          max: money(offer.amount),
        })
      : t(`adjust>${problem}`, { min: adjustable.adjustable.minPeriod, max: offer.period });
  };
  const items = (['amount', 'period'] as const).flatMap((field) => {
    const message = messageOf(field);
    return message ? [{ fieldId: FIELD_IDS[field], message }] : [];
  });
  const shown = items.length > 0;
  useEffect(() => {
    onErrorsShown(shown);
  }, [shown, onErrorsShown]);

  // What the applicant would take, as typed: the figures follow while it is a loan on offer.
  const typed = useWatch({ control: form.control });
  const lowered = adjustable
    ? checkLoweredLoan(adjustable, { amount: typed.amount ?? '', period: typed.period ?? '' })
    : null;
  const shownOffer: Offer = lowered?.ok ? loweredOffer(offer, lowered) : offer;

  const accept = (values: LoweredValues) => {
    const check = adjustable ? checkLoweredLoan(adjustable, values) : null;
    const loan = check?.ok ? { amount: check.amount, period: check.period } : undefined;
    const taken = loan ? loweredOffer(offer, loan) : offer;
    return decision.run(
      'accept',
      () => dispatch(decideProvidentOffer(offer.offerId, 'accept', loan)),
      taken,
    );
  };

  return (
    <form
      noValidate
      className="lf-offer-form"
      onSubmit={(event) => void form.handleSubmit(accept)(event)}
    >
      {submitCount + refusals > 0 ? (
        <ErrorSummary
          title={tApp('errors>summaryTitle')}
          items={items}
          attempt={submitCount + refusals}
        />
      ) : null}
      <p className="lf-step__intro">{t('offer>intro', { partner: offer.partner })}</p>
      <OfferDetails
        offer={shownOffer}
        title={
          shownOffer !== offer
            ? t('adjust>previewTitle', { partner: offer.partner })
            : t('offer>title', { partner: offer.partner })
        }
      />
      {adjustable ? (
        <fieldset className="lf-offer-adjust">
          <legend className="lf-label">{t('adjust>legend')}</legend>
          <p className="lf-hint">{t('adjust>intro')}</p>
          <TextField
            id={FIELD_IDS.amount}
            label={t('adjust>amountLabel')}
            hint={t('adjust>amountHint', {
              min: money(adjustable.adjustable.minAmount),
              max: money(offer.amount),
            })}
            error={messageOf('amount')}
            errorPrefix={tApp('errors>fieldPrefix')}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            className="lf-input lf-input--short"
            {...form.register('amount')}
          />
          <TextField
            id={FIELD_IDS.period}
            label={t('adjust>periodLabel')}
            hint={t('adjust>periodHint', {
              min: adjustable.adjustable.minPeriod,
              max: offer.period,
            })}
            error={messageOf('period')}
            errorPrefix={tApp('errors>fieldPrefix')}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            className="lf-input lf-input--short"
            {...form.register('period')}
          />
        </fieldset>
      ) : null}
      <DecisionActions
        partner={offer.partner}
        acceptLabel={t('decision>accept')}
        declineLabel={t('decision>decline')}
        confirmTitle={t('decision>confirmTitle', { partner: offer.partner })}
        acceptType="submit"
        onDecline={() =>
          void decision.run('decline', () =>
            dispatch(decideProvidentOffer(offer.offerId, 'decline')),
          )
        }
        busy={decision.busy}
        failed={decision.failed}
        unconfirmed={decision.unconfirmed}
        onRetry={decision.retry}
      />
    </form>
  );
}
