import { ApplicationState } from '@lf/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { currentState, useApplicationDispatch, useApplicationSelector } from '../application';
import { routeForState, sidePageReturn } from '../flow';
import { MobilePhoneField } from '../flow/lazy';
import { useFlowNavigation } from '../navigation';
import { NoApplication } from '../navigation/lazy-no-application';
import { StageForm, type FormPage, type SubmitAnswers } from '../steps/lazy';
import { callProblemOf } from './call-problems';
import { rereadLead } from '../lead/lazy';
import { changeMobileNumber } from './mobile-calls';
import { toLeadFieldErrors } from './phone-field-errors';

const CHANGE = ApplicationState.CHANGE_MOBILE_NUMBER;

/** The page's one field: the contact step's mobile phone, with the brand's phone rules. */
const ChangeNumberForm: FormPage = {
  route: routeForState(CHANGE).route,
  fields: [MobilePhoneField],
};

/**
 * CHANGE_MOBILE_NUMBER (/change-mobile-number), and the side page of MOBILE_VERIFICATION: a new
 * mobile number, checked by the brand's rules in the step form, sent to the lead API, which sends
 * a code to it; the applicant then goes back to the code. Opened from the code page, Back returns
 * there without saving.
 */
export function ChangeMobileNumberPage() {
  const { t } = useTranslation('mobile');
  const { t: tApp } = useTranslation();
  const dispatch = useApplicationDispatch();
  const { flow } = useFlowNavigation();
  const state = useApplicationSelector((root) => currentState(root.application.progressState));
  // A browser holding no application (a bookmark, a link from another device) is told so at
  // once, as the code page is, rather than asked for a number there is no application to send for.
  const held = useApplicationSelector((root) => root.application.applicationData.id !== undefined);
  const [gone, setGone] = useState<'unknown' | 'expired' | null>(null);

  const submit = useCallback<SubmitAnswers>(
    async (answers) => {
      const phoneNumber = answers.contactDetails?.phoneNumber;
      const result = await dispatch(
        changeMobileNumber(typeof phoneNumber === 'string' ? phoneNumber : ''),
      );
      if (result.ok) return result;
      const problem = callProblemOf(result.error);
      if (problem.kind === 'gone') setGone(problem.reason);
      // The lead moved on elsewhere: where it stands now is where the form goes.
      if (problem.kind === 'moved') {
        const reread = await dispatch(rereadLead());
        if (reread.ok) return reread;
      }
      return toLeadFieldErrors(result);
    },
    [dispatch],
  );

  const reason = gone ?? (held ? null : 'unknown');
  if (reason) {
    return <NoApplicationPage reason={reason} title={tApp('pages>change-mobile-number')} />;
  }
  return (
    <StageForm
      page={ChangeNumberForm}
      submit={submit}
      intro={t('change>intro')}
      back={sidePageReturn(flow, state, CHANGE)}
    />
  );
}

function NoApplicationPage({ reason, title }: { reason: 'unknown' | 'expired'; title: string }) {
  useDocumentTitle(title);
  return (
    <div className="lf-step">
      <PageHeading>{title}</PageHeading>
      <NoApplication reason={reason} texts="mobile" />
    </div>
  );
}
