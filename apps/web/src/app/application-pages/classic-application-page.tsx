import { useMemo } from 'react';
import { useBrand } from '../../config/brand-context';
import { buildFlow, type FlowStep } from '../../features/flow';
import { LoanInformationStep } from '../../features/loan-information';
import { FlowProvider } from '../../features/navigation';
import { LazyStepForm, loadFieldsOf } from '../../features/steps';
import { useBrandFlowConfig } from '../../flows/use-brand-flow-config';
import { FlowPages } from './flow-pages';

function renderStep(step: FlowStep) {
  return step.kind === 'loan-information' ? <LoanInformationStep /> : <LazyStepForm step={step} />;
}

/** The classic application page: the brand's flow, and the page the path shows (spec section 2). */
export default function ClassicApplicationPage() {
  const config = useBrandFlowConfig(useBrand().flow);
  const flow = useMemo(() => buildFlow(config), [config]);
  return (
    <FlowProvider flow={flow} loadFields={loadFieldsOf}>
      <FlowPages renderStep={renderStep} />
    </FlowProvider>
  );
}
