import { use, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { useBrand } from '../../config/brand-context';
import type { ApplicationRootState } from '../../features/application';
import { buildFlow, isStepAnswered, type FlowStep } from '../../features/flow';
import { AllStepPages } from '../../features/flow/lazy';
import { LoanInformationStep } from '../../features/loan-information';
import { FlowProvider } from '../../features/navigation';
import { LazyStepForm, loadFieldsOf } from '../../features/steps';
import { useBrandFlowConfig } from '../../flows/use-brand-flow-config';
import { FlowPages } from './flow-pages';

function renderStep(step: FlowStep) {
  return step.kind === 'loan-information' ? <LoanInformationStep /> : <LazyStepForm step={step} />;
}

/** Started once: the v3 form's first page is a form, so its fields load with the page. */
let fieldsLoading: ReturnType<typeof loadFieldsOf> | undefined;
const loadFields = () => (fieldsLoading ??= loadFieldsOf());

/**
 * The dynamic (v3) application page (spec section 2): the brand's configured flow over every page
 * of the catalogue, one question per page, next and previous in the configured order. A reload
 * or a returning link resumes at the first page the lead has not answered yet.
 */
export default function DynamicApplicationPage() {
  const config = useBrandFlowConfig(useBrand().flow);
  // The v3 pages' texts are a namespace of their own: suspends until it has loaded.
  useTranslation('dynamic');
  const fieldsOf = use(loadFields());
  const store = useStore<ApplicationRootState>();
  const flow = useMemo(() => buildFlow(config, AllStepPages), [config]);
  const answered = useCallback(
    (step: FlowStep) =>
      isStepAnswered(fieldsOf(step), store.getState().application.applicationData),
    [fieldsOf, store],
  );
  return (
    <FlowProvider flow={flow} loadFields={loadFields}>
      <FlowPages renderStep={renderStep} answered={answered} />
    </FlowProvider>
  );
}
