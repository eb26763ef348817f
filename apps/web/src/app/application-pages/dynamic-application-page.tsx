import { use, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { useBrand } from '../../config/brand-context';
import type { ApplicationRootState } from '../../features/application';
import { buildFlow, isStepAnswered, isStepAsked, type FlowStep } from '../../features/flow';
import { fieldsKnownNow, loadFieldCatalogue } from '../../features/flow/lazy';
import { LazyLoanInformationStep } from '../../features/loan-information/lazy';
import { FlowProvider } from '../../features/navigation';
import { LazyStepForm, loadFieldsOf } from '../../features/steps';
import { useBrandFlowConfig } from '../../flows/use-brand-flow-config';
import { FlowPages, loadStatePage } from './flow-pages';

function renderStep(step: FlowStep) {
  return step.kind === 'loan-information' ? (
    <LazyLoanInformationStep />
  ) : (
    <LazyStepForm step={step} />
  );
}

/**
 * The dynamic (v3) application page (spec section 2): the brand's configured flow over every page
 * of the catalogue, one question per page, next and previous in the configured order. A reload
 * or a returning link resumes at the first page the lead has not answered yet.
 *
 * The first page carries only its own fields. Every page's fields (the field catalogue, loaded
 * when the browser is idle after the first paint) are read to resume a lead: the page waits for
 * them when it opens on a lead, a later page before it mounts, and a returning link loads them
 * alongside the lead. Until then a page they must tell counts as unanswered.
 */
export default function DynamicApplicationPage() {
  const brand = useBrand();
  const config = useBrandFlowConfig(brand.flow);
  // The v3 pages' texts are a namespace of their own: suspends until it has loaded.
  useTranslation('dynamic');
  const store = useStore<ApplicationRootState>();
  // Decided as the page opens: once mounted it never suspends (React would hide the page shown
  // behind the loader), even if a lead appears before the catalogue.
  const [openedOnLead] = useState(() => Boolean(store.getState().application.applicationData.id));
  // Called on every render once opened on a lead, as React asks of `use` (read at once when loaded).
  if (openedOnLead) use(loadFieldCatalogue());
  const flow = useMemo(() => buildFlow(config, brand.country), [config, brand.country]);
  const answered = useMemo(() => answeredIn(store), [store]);
  const asked = useMemo(() => askedIn(store), [store]);
  return (
    <FlowProvider flow={flow} loadFields={loadFieldsOf} loadStatePage={loadStatePage} asked={asked}>
      <FlowPages renderStep={renderStep} answered={answered} />
    </FlowProvider>
  );
}

/**
 * Whether the lead holds every answer a step asks; a step whose fields are not known yet (the
 * catalogue still loading) counts as unanswered, so an applicant is never moved past it.
 */
function answeredIn(store: { getState: () => ApplicationRootState }) {
  return (step: FlowStep) => {
    const known = fieldsKnownNow(step);
    return (
      known !== undefined &&
      isStepAnswered(known.fields, store.getState().application.applicationData)
    );
  };
}

/**
 * Whether a step asks this applicant anything, given the answers known (kept here and the
 * lead's): a page whose every field they rule out (the employer's, for a pensioner) is skipped. A
 * step whose fields are not known yet asks, so nothing is skipped on a guess.
 */
function askedIn(store: { getState: () => ApplicationRootState }) {
  return (step: FlowStep) => {
    const known = fieldsKnownNow(step);
    return (
      known === undefined || isStepAsked(known.fields, store.getState().application.applicationData)
    );
  };
}
