import type { BrandConfig } from '../config/brand-config-schema';
import { buildFlow } from '../features/flow';
import { loadBrandFlow } from '../flows/flow-files';

/**
 * The module that draws a v3 flow's first page: the step form, or the loan page's when the flow
 * starts with it (`loan-details`), which a v3 page loads only then (decision 0034's addendum of
 * 2026-12-07, night).
 */
export async function v3FirstPageModule(brand: Pick<BrandConfig, 'flow' | 'country'>) {
  const flow = buildFlow(await loadBrandFlow(brand.flow), brand.country);
  const first = flow.steps.find((step) => step.id === flow.start);
  return first?.kind === 'loan-information'
    ? 'src/features/loan-information/loan-information-step.tsx'
    : 'src/features/steps/step-form.tsx';
}
