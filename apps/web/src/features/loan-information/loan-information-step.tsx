import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeading } from '../../components/ui/page-heading';
import { RangeField } from '../../components/ui/range-field';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useBrand } from '../../config/brand-context';
import { formatMoney } from '../../config/format-money';
import {
  applicationDataUpdated,
  useApplicationDispatch,
  useApplicationSelector,
} from '../application';
import { saveLead } from '../lead';
import { useLocale } from '../i18n';
import { useFlowNavigation } from '../navigation';

/** First step: how much, for how long. Continue creates (or updates) the lead. */
export function LoanInformationStep() {
  const brand = useBrand();
  const locale = useLocale();
  const { t } = useTranslation();
  const navigation = useFlowNavigation();
  const dispatch = useApplicationDispatch();
  const { amount, period } = useApplicationSelector((state) => state.application.applicationData);
  const [status, setStatus] = useState<'idle' | 'saving' | 'failed'>('idle');
  const alertRef = useRef<HTMLDivElement>(null);
  useDocumentTitle(t('loanInformation>title'));

  const money = (value: number) => formatMoney(value, locale, brand.currency.code);
  const days = (value: number) => t('loanInformation>periodValue', { count: value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus('saving');
    const result = await dispatch(
      saveLead({ amount, period, periodScale: brand.loan.periodScale }),
    );
    if (result.ok) {
      navigation.afterSave(result.data.applicationState);
      return;
    }
    if (
      result.error.fieldErrors?.length &&
      (await navigation.showFieldErrors(result.error.fieldErrors))
    ) {
      return;
    }
    setStatus('failed');
    alertRef.current?.focus();
  }

  return (
    <form className="lf-step" onSubmit={submit} noValidate>
      <PageHeading>{t('loanInformation>title')}</PageHeading>
      <p className="lf-step__intro">{t('loanInformation>intro')}</p>
      <RangeField
        name="amount"
        label={t('loanInformation>amountLabel')}
        value={amount}
        bounds={brand.loan.amount}
        formatValue={money}
        onChange={(next) => dispatch(applicationDataUpdated({ amount: next }))}
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
        formatValue={days}
        onChange={(next) => dispatch(applicationDataUpdated({ period: next }))}
        decreaseLabel={t('loanInformation>decreasePeriod')}
        increaseLabel={t('loanInformation>increasePeriod')}
        // One range with the unit after the maximum: "von 61 bis 90 Tagen", "od 61 do 90 dni".
        hint={t('loanInformation>periodHint', {
          min: brand.loan.period.min,
          count: brand.loan.period.max,
        })}
      />
      <p className="lf-summary" aria-live="polite">
        {t('loanInformation>summary', { amount: money(amount), period: days(period) })}
      </p>
      {status === 'failed' ? (
        <div ref={alertRef} tabIndex={-1}>
          <Alert title={t('errors>saveFailedTitle')}>{t('errors>saveFailedBody')}</Alert>
        </div>
      ) : null}
      <Button type="submit" busy={status === 'saving'}>
        {status === 'failed' ? t('common>tryAgain') : t('common>continue')}
      </Button>
    </form>
  );
}
