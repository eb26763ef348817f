import type { BrandConfig } from '../src/config/brand-config-schema';
import { ConfigError } from '../src/config/resolve-brand-config';
import { checkFlowConfig } from '../src/features/flow/check-flow-config';

/**
 * A brand's flow checked against the step catalogue, the lead paths and the rule names when the
 * server starts: a step, path or rule the catalogue lacks stops start-up with every problem listed
 * (the browser then runs only flows that passed, and carries no checking code).
 */
export function checkBrandFlow(brand: BrandConfig): void {
  const problems = checkFlowConfig(brand.flow);
  if (problems.length > 0) {
    throw new ConfigError(
      `Invalid flow "${brand.flow.name}" for brand "${brand.id}": ${problems.join('; ')}`,
    );
  }
}
