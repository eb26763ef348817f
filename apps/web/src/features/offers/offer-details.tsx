import { OfferSchema, type Offer } from '@lf/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n';
import { creditCost, formatApr, formatOfferMoney, paymentCount } from './offer-format';

/** The term as words: "3 months", "61 days". */
export function useTermText() {
  const { t } = useTranslation('offers');
  return (offer: Pick<Offer, 'period' | 'periodScale'>) =>
    t(offer.periodScale === 'months' ? 'offer>termMonths' : 'offer>termDays', {
      count: offer.period,
    });
}

/**
 * One offer's figures (amount, term, monthly payment, total to repay, APR) and the
 * representative example and lender's line a lender must show under them, in the applicant's
 * language and the offer's currency.
 */
export function OfferDetails({ offer, title }: { offer: Offer; title: string }) {
  const { t } = useTranslation('offers');
  const locale = useLocale();
  const termText = useTermText();
  const titleId = useId();
  const money = (value: number) => formatOfferMoney(value, offer.currency, locale);
  const figures = [
    { key: 'amount', label: t('offer>amount'), value: money(offer.amount) },
    { key: 'term', label: t('offer>term'), value: termText(offer) },
    { key: 'monthlyPayment', label: t('offer>monthlyPayment'), value: money(offer.monthlyPayment) },
    { key: 'totalCost', label: t('offer>totalCost'), value: money(offer.totalCost) },
    { key: 'apr', label: t('offer>apr'), value: formatApr(offer.apr, locale) },
  ];
  return (
    <section className="lf-offer" aria-labelledby={titleId}>
      <h2 id={titleId} className="lf-offer__title">
        {title}
      </h2>
      <dl className="lf-offer__figures">
        {figures.map((figure) => (
          <div key={figure.key} data-testid={`offer-${figure.key}`}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="lf-offer__example">
        {t('offer>example', {
          count: paymentCount(offer),
          amount: money(offer.amount),
          term: termText(offer),
          apr: formatApr(offer.apr, locale),
          monthlyPayment: money(offer.monthlyPayment),
          cost: money(creditCost(offer)),
          totalCost: money(offer.totalCost),
        })}
      </p>
      <p className="lf-offer__lender">{t('offer>lender', { partner: offer.partner })}</p>
    </section>
  );
}

/**
 * The offer the applicant took, as the session keeps it (`applicationResult.offer`), under
 * `title`; nothing where it holds no offer (taken on another device, or not one as stored).
 */
export function OfferTaken({ offer, title }: { offer: unknown; title: string }) {
  const taken = OfferSchema.safeParse(offer);
  return taken.success ? <OfferDetails offer={taken.data} title={title} /> : null;
}
