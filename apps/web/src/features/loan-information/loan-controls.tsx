import { useTranslation } from 'react-i18next';
import { RangeField } from '../../components/ui/range-field';
import { useBrand } from '../../config/brand-context';
import { formatMoney } from '../../config/format-money';
import { useLocale } from '../i18n';

export interface LoanControlsProps {
  amount: number;
  period: number;
  onAmountChange: (amount: number) => void;
  onPeriodChange: (period: number) => void;
  /**
   * The sentence that says both values again ("You are asking for 1000 € for 61 days"), a polite
   * live region. Left out where the representative example follows the controls: the example
   * shows the loan's figures and reads this sentence with them once they rest.
   */
  summary?: boolean;
  /** While the page's answers are sent: they are what is sent (`RangeField`'s `locked`). */
  locked?: boolean;
}

/**
 * The amount and period sliders within the brand's bounds, and what they add up to in words:
 * the loan information step and the amount dialog both use them.
 */
export function LoanControls({
  amount,
  period,
  onAmountChange,
  onPeriodChange,
  summary = true,
  locked = false,
}: LoanControlsProps) {
  const brand = useBrand();
  const locale = useLocale();
  const { t } = useTranslation();
  const money = (value: number) => formatMoney(value, locale, brand.currency.code);
  // A term in months is said in months: the texts have a `_months` form (i18next's context).
  const context = brand.loan.periodScale;
  const periodText = (value: number) => t('loanInformation>periodValue', { count: value, context });
  return (
    <>
      <RangeField
        name="amount"
        label={t('loanInformation>amountLabel')}
        value={amount}
        bounds={brand.loan.amount}
        formatValue={money}
        onChange={onAmountChange}
        locked={locked}
        decreaseLabel={t('loanInformation>decreaseAmount')}
        increaseLabel={t('loanInformation>increaseAmount')}
        hint={t('loanInformation>amountHint', {
          min: money(brand.loan.amount.min),
          max: money(brand.loan.amount.max),
        })}
      />
      <RangeField
        name="period"
        label={t('loanInformation>periodLabel')}
        value={period}
        bounds={brand.loan.period}
        formatValue={periodText}
        onChange={onPeriodChange}
        locked={locked}
        decreaseLabel={t('loanInformation>decreasePeriod')}
        increaseLabel={t('loanInformation>increasePeriod')}
        // One range with the unit after the maximum: "von 61 bis 90 Tagen", "od 61 do 90 dni".
        hint={t('loanInformation>periodHint', {
          min: brand.loan.period.min,
          count: brand.loan.period.max,
          context,
        })}
      />
      {summary ? (
        <p className="lf-summary" aria-live="polite">
          {t('loanInformation>summary', { amount: money(amount), period: periodText(period) })}
        </p>
      ) : null}
    </>
  );
}
