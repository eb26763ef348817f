import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { useBrand } from '../../config/brand-context';
import {
  applicationDataUpdated,
  saveFailedUnseen,
  useApplicationDispatch,
  type ApplicationRootState,
} from '../application';
import { startRoute, stepAt } from '../flow';
import { fieldsKnownNow } from '../flow/lazy';
import { flowMarker, loanSavedAtOnce, moveAfterLoanSaved } from '../flow/lazy-loan-change';
import { saveLead } from '../lead';
import { followSave, useFlowNavigation } from '../navigation';

/** The loan as the amount dialog gives it. */
export interface Loan {
  amount: number;
  period: number;
}

/**
 * Keeps the loan saved in the amount dialog (issue 37, item 5). On the page that asks the
 * security check, and before the lead exists, it is kept for the page's Continue, whose save
 * carries it (`loanSavedAtOnce`). On a later page it goes to the lead at once, as the loan page's
 * save, and the applicant stays where they are, every answer of the page kept: the answer moves
 * them only out of the form (`moveAfterLoanSaved`), a refused field to its page, and a failure is
 * told on the page (`SaveNotSentNotice`) while the loan waits for the next save.
 */
export function useSaveLoan(): (loan: Loan) => void {
  const dispatch = useApplicationDispatch();
  const store = useStore<ApplicationRootState>();
  const { loan: bounds } = useBrand();
  const { flow, here, answerTaker } = useFlowNavigation();
  return useCallback(
    (loan: Loan) => {
      const step = stepAt(flow, here);
      const page = step && fieldsKnownNow(step);
      const hasLead = Boolean(store.getState().application.applicationData.id);
      if (!page || !loanSavedAtOnce(page, hasLead)) {
        dispatch(applicationDataUpdated(loan));
        return;
      }
      const saving = dispatch(
        saveLead({ ...loan, periodScale: bounds.periodScale }, startRoute(flow), flowMarker(flow)),
      );
      followSave(
        saving,
        answerTaker((answer, now) => moveAfterLoanSaved(flow, answer, now), here),
        () => dispatch(saveFailedUnseen()),
      );
    },
    [answerTaker, bounds.periodScale, dispatch, flow, here, store],
  );
}
