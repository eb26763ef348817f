import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pricing } from '../../config/brand-config-schema';
import { useBrand } from '../../config/brand-context';
import {
  currencyDigits,
  formatMoney,
  formatMoneyDue,
  formatPercent,
} from '../../config/format-money';
import { useLocale } from '../i18n';
import { representativeExample } from './cost-of-credit';

/** How long the figures rest before they are read out: once a pause, not once a slider step. */
export const ANNOUNCE_AFTER_MS = 800;

export interface RepresentativeExampleProps {
  amount: number;
  period: number;
  /** The heading's level: 2 on a page of its own, 3 inside a section (a summary, a dialog). */
  headingLevel?: 2 | 3;
}

/**
 * What the chosen loan costs, in the country's legal words (decision 0018): the repayment, the
 * total payable, the cost of the credit, the nominal rate if the brand gives one and the APR.
 * Every brand gives its pricing (the brand schema requires it, issue 37).
 */
export function RepresentativeExample(props: RepresentativeExampleProps) {
  return <PricedExample {...props} pricing={useBrand().pricing} />;
}

/**
 * The text once it has stopped changing, for a polite live region: empty at first (the page as
 * drawn is not news), then the latest figures a moment after the last change.
 */
function useSettledText(text: string): string {
  const [settled, setSettled] = useState('');
  const drawnWith = useRef<string | null>(text);
  useEffect(() => {
    if (drawnWith.current === text) return;
    drawnWith.current = null;
    const timer = window.setTimeout(() => setSettled(text), ANNOUNCE_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [text]);
  return settled;
}

function PricedExample({
  amount,
  period,
  headingLevel = 2,
  pricing,
}: RepresentativeExampleProps & { pricing: Pricing }) {
  // Its own id: the summary under a form and the amount dialog over it may both show one.
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const brand = useBrand();
  const locale = useLocale();
  const { t } = useTranslation();
  const example = representativeExample({
    amount,
    period,
    periodScale: brand.loan.periodScale,
    pricing,
    currencyDigits: currencyDigits(brand.currency.code),
  });
  const money = (value: number) => formatMoneyDue(value, locale, brand.currency.code);
  const apr = formatPercent(example.aprPercent, locale, { min: 1, max: 1 });
  const total = money(example.totalRepayable);
  const rows: [label: string, value: string][] =
    example.repayment === 'monthly'
      ? [
          [t('costExample>monthlyRepayment'), money(example.instalment)],
          [t('costExample>totalRepayable'), total],
        ]
      : [[t('costExample>singleRepayment'), total]];
  rows.push([t('costExample>totalCost'), money(example.totalCost)]);
  if (example.nominalRatePercent !== undefined) {
    const nominal = formatPercent(example.nominalRatePercent, locale, { min: 1, max: 2 });
    rows.push([t('costExample>nominalRate'), nominal]);
  }
  // What the loan step's summary sentence said at each step (it is left out beside the example),
  // read once the figures rest, before what they cost: nothing it told a screen reader is lost.
  const asked = t('loanInformation>summary', {
    amount: formatMoney(amount, locale, brand.currency.code),
    period: t('loanInformation>periodValue', { count: period, context: brand.loan.periodScale }),
  });
  const announcement = useSettledText(`${asked} ${t('costExample>announcement', { apr, total })}`);
  return (
    <section className="lf-cost-example" aria-labelledby={titleId}>
      <Heading id={titleId} className="lf-cost-example__title">
        {t('costExample>title')}
      </Heading>
      <dl className="lf-cost-example__list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {/* The rate to compare offers by: no less prominent than any other figure. */}
        <div className="lf-cost-example__apr">
          <dt>{t('costExample>apr')}</dt>
          <dd>{apr}</dd>
        </div>
      </dl>
      <p className="lf-visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
