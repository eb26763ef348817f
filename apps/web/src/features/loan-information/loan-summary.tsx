import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useBrand } from '../../config/brand-context';
import { formatMoney } from '../../config/format-money';
import { useApplicationSelector } from '../application';
import { useLocale } from '../i18n';

/** What the applicant asked for, shown on every later step with a way back to change it. */
export function LoanSummary() {
  const brand = useBrand();
  const locale = useLocale();
  const { t } = useTranslation();
  const { amount, period } = useApplicationSelector((state) => state.application.applicationData);
  return (
    <section className="lf-loan-summary" aria-labelledby="loan-summary-title">
      <h2 id="loan-summary-title" className="lf-loan-summary__title">
        {t('loanSummary>title')}
      </h2>
      <dl className="lf-loan-summary__list">
        <div>
          <dt>{t('loanInformation>amountLabel')}</dt>
          <dd data-testid="summary-amount">{formatMoney(amount, locale, brand.currency.code)}</dd>
        </div>
        <div>
          <dt>{t('loanInformation>periodLabel')}</dt>
          <dd data-testid="summary-period">
            {t('loanInformation>periodValue', { count: period })}
          </dd>
        </div>
      </dl>
      <Link href="/loan-information">{t('loanSummary>change')}</Link>
    </section>
  );
}
