import { ApplicationState } from '@lf/contract';
import { useCallback } from 'react';
import { useApplicationDispatch } from '../application';
import { routeForState } from '../flow';
import { OfferStageFields } from '../flow/lazy-offer-stages';
import { saveLead } from '../lead';
import { useFlowNavigation } from '../navigation';
import type { SubmitAnswers } from '../steps/lazy';
import { StagePage } from './offer-form-page';

const route = routeForState(ApplicationState.EMPLOYMENT_DETAILS).route;

/**
 * EMPLOYMENT_DETAILS (/employment-details): before the offer, so it saves like the form's own
 * steps (a lead update) and moving on pushes a history entry; Back returns to the page before.
 * A field the server refuses is shown here: the flow's steps do not hold these fields.
 */
export function EmploymentDetailsPage() {
  const dispatch = useApplicationDispatch();
  const { back } = useFlowNavigation();
  const submit = useCallback<SubmitAnswers>(
    (answers) => dispatch(saveLead(answers, route)),
    [dispatch],
  );
  return (
    <StagePage
      route={route}
      fields={OfferStageFields[ApplicationState.EMPLOYMENT_DETAILS]}
      submit={submit}
      back={back}
    />
  );
}
