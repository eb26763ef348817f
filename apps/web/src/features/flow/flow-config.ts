import type { CountryCode } from '../../config/brand-config-schema';
import { isStepIn, type StepId, type StepPage } from './step-catalogue';
import { AllStepPages } from './v3-step-pages';

/**
 * Who decides the next page: the server (the classic flow: each answer names the next state), or
 * the configured order (the v3 flow: next and previous follow the order the steps were added).
 */
export const FlowOrders = ['server', 'configured'] as const;
export type FlowOrder = (typeof FlowOrders)[number];

/** A field a flow keeps on a step, optionally with another rule or requirement. */
export interface FlowFieldConfig {
  path: string;
  rule?: string;
  required?: boolean;
}

/** A brand's flow as configuration data (`brand.flow`). */
export interface FlowConfig {
  name: string;
  order?: FlowOrder;
  start: string;
  steps: readonly (string | { step: string; fields?: readonly FlowFieldConfig[] })[];
}

/** A flow's page: the catalogue's page, and which of its fields this brand keeps (if not all). */
export interface FlowStep extends StepPage {
  fieldConfig?: readonly FlowFieldConfig[];
  /** The brand's country: a field only some countries ask (`countries`) is kept for it alone. */
  country?: CountryCode;
}

/** A flow ready to run: its pages from the catalogue, in order (fields: `withFields`). */
export interface Flow {
  name: string;
  order: FlowOrder;
  start: StepId;
  steps: readonly FlowStep[];
  /**
   * The route of every page of the catalogue (the classic pages and the v3 ones), whichever page
   * runs the flow: such a path outside this flow is a page of another brand's flow, and takes the
   * applicant to their own page instead of not-found (decision 0036).
   */
  catalogueRoutes: readonly string[];
}

export class FlowConfigError extends Error {
  override name = 'FlowConfigError';
}

const stepIdOf = (entry: FlowConfig['steps'][number]) =>
  typeof entry === 'string' ? entry : entry.step;

/**
 * A flow configuration made ready to run, over every page of the catalogue (v3-step-pages.ts:
 * the classic page's flow too, which must know the v3 step paths to answer them with the
 * applicant's own page, decision 0036). It was checked (`checkFlowConfig`) when the brand was
 * resolved at the server's start-up and by the tests that walk every brand; here, in the browser,
 * only a step the catalogue lacks is refused, so the first page carries no checking code. Each
 * step carries the brand's `country`, which picks the fields only some countries ask.
 */
export function buildFlow(config: FlowConfig, country?: CountryCode): Flow {
  const steps = config.steps.map((entry) => {
    const id = stepIdOf(entry);
    const page = isStepIn(AllStepPages, id) ? AllStepPages[id] : undefined;
    if (!page) throw new FlowConfigError(`Invalid flow "${config.name}": unknown step "${id}"`);
    const fieldConfig = typeof entry === 'string' ? undefined : entry.fields;
    return { ...page, country, ...(fieldConfig ? { fieldConfig } : {}) };
  });
  if (!isStepIn(AllStepPages, config.start) || !steps.some((step) => step.id === config.start)) {
    throw new FlowConfigError(
      `Invalid flow "${config.name}": start "${config.start}" is not one of its steps`,
    );
  }
  return {
    name: config.name,
    order: config.order ?? 'server',
    start: config.start,
    steps,
    catalogueRoutes: Object.values(AllStepPages).flatMap((page) => (page ? [page.route] : [])),
  };
}
