import { ApplicationState } from '@lf/contract';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../config/brand-context';
import { formatMoney } from '../../config/format-money';
import { currentState, useApplicationSelector } from '../application';
import { isFinalState, startRoute } from '../flow';
import { loanChangeIn } from '../flow/lazy-loan-change';
import { useLocale } from '../i18n';
import { FlowLink, useFlow } from '../navigation';
import { RepresentativeExampleBelow } from '../representative-example/lazy';
import { ChangeAmount } from './change-amount';

/**
 * What the applicant asked for, shown on every later step with a way to change it, until the
 * server decided: then the loan is what was decided on, and cannot be changed here (nor while
 * the lead waits for its mobile code). A
 * `changeable` summary (a page of the flow's own steps) offers the flow's way (`loanChangeIn`):
 * a v3 flow's dialog on the page (the initial-details step's modal variant), the classic flow's
 * link back to its loan page, whose Continue the server answers with the page to return to.
 * Elsewhere (a page a state is shown on), the link. Below it, the loan's representative example:
 * its repayment, the total to repay and the APR in the country's words.
 */
export function LoanSummary({ changeable = false }: { changeable?: boolean }) {
  const brand = useBrand();
  const locale = useLocale();
  const { t } = useTranslation();
  const flow = useFlow();
  // The two values, not the answers they sit among: every keystroke changes those.
  const amount = useApplicationSelector((state) => state.application.applicationData.amount);
  const period = useApplicationSelector((state) => state.application.applicationData.period);
  const decided = useApplicationSelector((state) =>
    isFinalState(currentState(state.application.progressState)),
  );
  // While the lead waits for its mobile code, the lead API takes no change of it (409): the loan
  // can be changed again once the number is verified.
  const waitingForCode = useApplicationSelector(
    (state) =>
      currentState(state.application.progressState) === ApplicationState.MOBILE_VERIFICATION,
  );
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
            {t('loanInformation>periodValue', { count: period, context: brand.loan.periodScale })}
          </dd>
        </div>
      </dl>
      {/* What that loan costs, as the country asks it said (issue 37): on the v3 first page,
          which has no loan controls, before applying; on the accepted page, what is repaid. */}
      <RepresentativeExampleBelow amount={amount} period={period} headingLevel={3} />
      {decided || waitingForCode ? null : changeable && loanChangeIn(flow) === 'dialog' ? (
        <ChangeAmount />
      ) : (
        <FlowLink to={startRoute(flow)}>{t('loanSummary>change')}</FlowLink>
      )}
    </section>
  );
}
