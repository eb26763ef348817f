import { useMemo } from 'react';
import { useBrand } from '../../config/brand-context';
import { buildFlow, type FlowStep } from '../../features/flow';
import { LoanInformationStep } from '../../features/loan-information';
import { FlowProvider } from '../../features/navigation';
import { RepresentativeExample } from '../../features/representative-example';
import { LazyStepForm, loadFieldsOf } from '../../features/steps';
import { useBrandFlowConfig } from '../../flows/use-brand-flow-config';
import { FlowPages, loadStatePage } from './flow-pages';

function renderStep(step: FlowStep) {
  // The representative example comes with this page only: the v3 first page has no loan
  // controls, and should not carry its code (decision 0018).
  return step.kind === 'loan-information' ? (
    <LoanInformationStep costExample={RepresentativeExample} />
  ) : (
    <LazyStepForm step={step} />
  );
}

/** The classic application page: the brand's flow, and the page the path shows (spec section 2). */
export default function ClassicApplicationPage() {
  const brand = useBrand();
  const config = useBrandFlowConfig(brand.flow);
  const flow = useMemo(() => buildFlow(config, brand.country), [config, brand.country]);
  return (
    <FlowProvider flow={flow} loadFields={loadFieldsOf} loadStatePage={loadStatePage}>
      <FlowPages renderStep={renderStep} />
    </FlowProvider>
  );
}
