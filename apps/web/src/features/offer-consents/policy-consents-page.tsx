import { ApplicationState, type FieldError, type PolicyScope } from '@lf/contract';
import { useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ErrorSummary, type ErrorSummaryItem } from '../../components/ui/error-summary';
import { PageHeading } from '../../components/ui/page-heading';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useApplicationDispatch, useApplicationSelector } from '../application';
import { keepDraft, keptDraftOf } from '../../lib/kept-drafts';
import { routeForState } from '../flow';
import {
  initialPolicyChoices,
  missingPolicies,
  PoliciesField,
  policiesLeadData,
  policyBoxId,
  type PolicyChoices,
} from '../initial-details';
import { useFlowNavigation } from '../navigation';
import { NoApplication } from '../navigation/lazy-no-application';
import { rereadLead } from '../lead/lazy';
import { savePolicyConsents } from './consent-calls';
import { consentProblemOf } from './consent-problems';
import { useFocusWhen } from '../../components/ui/use-focus-when';

/** The state whose page asks each scope's policies. */
export const StateOfScope: Readonly<Record<PolicyScope, ApplicationState>> = {
  offer: ApplicationState.POLICY_CONSENTS,
  dynamic: ApplicationState.DYNAMIC_CONSENTS,
  advanzia: ApplicationState.ADVANZIA_CONSENTS,
  tfbank: ApplicationState.TFBANK_CONSENTS,
};

/** The policies' group: the error summary links to each checkbox at fault. */
const FIELD_ID = 'policies';

/** The first policy the server refused, if it is one of those shown. */
function refusedPolicy(choices: PolicyChoices, fieldErrors: readonly FieldError[]) {
  const ids = fieldErrors.map((error) => error.fieldName.replace(/^policies\./, ''));
  return choices.loaded?.find((policy) => ids.includes(policy.id));
}

/**
 * An after-offer consent page (POLICY_CONSENTS, DYNAMIC_CONSENTS, ADVANZIA_CONSENTS,
 * TFBANK_CONSENTS): the scope's policies, fetched in the page's language and shown as the v3
 * form shows the general ones; every required one must be ticked. Continue saves the answers and
 * goes where the server sends the lead, replacing this page in the history. A failure keeps the
 * ticks and offers to try again, a reload keeps them too; a lead that moved on in another tab is
 * followed.
 */
export function PolicyConsentsPage({ scope }: { scope: PolicyScope }) {
  // The policies' own texts are the v3 form's (`dynamic`), read through the default namespace.
  const { t } = useTranslation(['consents', 'dynamic']);
  const { t: tApp } = useTranslation();
  const dispatch = useApplicationDispatch();
  const { afterSave } = useFlowNavigation();
  const leadId = useApplicationSelector((state) => state.application.applicationData.id);
  // The boxes this applicant ticked on this page, kept for this tab and lead: a reload keeps them.
  const draftPage = `consents/${scope}`;
  const [choices, setChoices] = useState<PolicyChoices>(() =>
    initialPolicyChoices(keptDraftOf(draftPage, leadId)),
  );
  const [attempt, setAttempt] = useState(0);
  const [refusal, setRefusal] = useState<ErrorSummaryItem | null>(null);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [gone, setGone] = useState<'unknown' | 'expired' | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const title = tApp(`pages>${routeForState(StateOfScope[scope]).route.slice(1)}`);
  // Every required box left unticked is named at once, by its box and in the summary (issue 37).
  const missing: readonly ErrorSummaryItem[] = missingPolicies(choices).map((policy) => ({
    fieldId: policyBoxId(FIELD_ID, choices, policy),
    message: tApp('policies>acceptRequired', { title: policy.title }),
  }));
  const localProblems: readonly ErrorSummaryItem[] = !choices.loaded
    ? [{ fieldId: FIELD_ID, message: tApp('policies>notLoaded') }]
    : missing;
  const problems =
    attempt === 0 ? [] : localProblems.length > 0 ? localProblems : refusal ? [refusal] : [];
  useDocumentTitle(title, problems.length > 0 ? tApp('errors>titlePrefix') : undefined);

  useFocusWhen(alertRef, failed);

  async function save(event: FormEvent) {
    event.preventDefault();
    setAttempt((count) => count + 1);
    const answers = policiesLeadData(choices);
    if (localProblems.length > 0 || !answers) return;
    setSaving(true);
    setFailed(false);
    setRefusal(null);
    const result = await dispatch(savePolicyConsents(scope, answers.policies));
    if (result.ok) {
      await afterSave(result.data.applicationState);
      return;
    }
    const problem = consentProblemOf(result.error);
    if (problem.kind === 'moved') {
      const where = await dispatch(rereadLead());
      if (where.ok) {
        await afterSave(where.data.applicationState);
        return;
      }
    }
    setSaving(false);
    if (problem.kind === 'gone') {
      setGone(problem.reason);
      return;
    }
    const refused = problem.kind === 'fields' && refusedPolicy(choices, problem.fieldErrors);
    if (refused) {
      setRefusal({
        fieldId: policyBoxId(FIELD_ID, choices, refused),
        message: tApp('policies>acceptRequired', { title: refused.title }),
      });
      setAttempt((count) => count + 1);
      return;
    }
    setFailed(true);
  }

  if (gone) {
    return (
      <div className="lf-step">
        <PageHeading>{title}</PageHeading>
        <NoApplication reason={gone} texts="consents" />
      </div>
    );
  }

  return (
    <form className="lf-step" onSubmit={(event) => void save(event)} noValidate>
      <PageHeading>{title}</PageHeading>
      {problems.length > 0 ? (
        <ErrorSummary title={tApp('errors>summaryTitle')} items={problems} attempt={attempt} />
      ) : null}
      <p className="lf-step__intro">{t(`policyPages>${scope}>intro`)}</p>
      <PoliciesField
        id={FIELD_ID}
        scope={scope}
        legend={t('policyPages>legend')}
        hint={
          // That optional boxes may be left unticked is said only where one is shown.
          choices.loaded?.some((policy) => !policy.required)
            ? `${t('policyPages>hint')} ${t('policyPages>optionalHint')}`
            : t('policyPages>hint')
        }
        // Before they load, one message about them all; once loaded, each box's by the box.
        error={choices.loaded ? undefined : problems[0]?.message}
        boxErrors={
          choices.loaded
            ? Object.fromEntries(problems.map((item) => [item.fieldId, item.message]))
            : undefined
        }
        errorPrefix={tApp('errors>fieldPrefix')}
        value={choices}
        onChange={(next) => {
          setRefusal(null);
          setChoices(next);
          if (leadId) keepDraft(draftPage, leadId, next.accepted);
        }}
      />
      {failed ? (
        <div ref={alertRef} tabIndex={-1}>
          <Alert title={t('policyPages>saveFailedTitle')}>{t('policyPages>saveFailedBody')}</Alert>
        </div>
      ) : null}
      <div className="lf-step__actions">
        <Button type="submit" busy={saving}>
          {failed ? tApp('common>tryAgain') : tApp('common>continue')}
        </Button>
      </div>
    </form>
  );
}

const scopePage = (scope: PolicyScope) => {
  function ScopeConsentsPage() {
    return <PolicyConsentsPage scope={scope} />;
  }
  return ScopeConsentsPage;
};

/** The page of each scope, for the registry keyed by application state. */
export const ConsentPages: Readonly<Record<PolicyScope, ComponentType>> = {
  offer: scopePage('offer'),
  dynamic: scopePage('dynamic'),
  advanzia: scopePage('advanzia'),
  tfbank: scopePage('tfbank'),
};
