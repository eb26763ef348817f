import {
  isStepId,
  StepCatalogue,
  type FieldDefinition,
  type StepDefinition,
  type StepId,
} from './step-catalogue';
import type { FieldRuleName } from '../../config/field-rule-names';

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

/** A flow ready to run: its pages from the catalogue, in order, with the fields this brand shows. */
export interface Flow {
  name: string;
  order: FlowOrder;
  start: StepId;
  steps: readonly StepDefinition[];
}

export class FlowConfigError extends Error {
  override name = 'FlowConfigError';
}

const stepIdOf = (entry: FlowConfig['steps'][number]) =>
  typeof entry === 'string' ? entry : entry.step;

/** The catalogue fields a flow keeps on a step, with its rule and requirement. */
function keptFields(
  step: StepDefinition,
  wanted: readonly FlowFieldConfig[] | undefined,
): readonly FieldDefinition[] {
  if (!wanted) return step.fields;
  return wanted.flatMap((field) => {
    const known = step.fields.find((candidate) => candidate.path === field.path);
    if (!known) return [];
    const rule = (field.rule as FieldRuleName | undefined) ?? known.rule;
    return [{ ...known, ...(rule ? { rule } : {}), required: field.required ?? known.required }];
  });
}

/**
 * A flow configuration made ready to run. It was checked (`checkFlowConfig`) when the brand was
 * resolved at the server's start-up and by the tests that walk every brand; here, in the browser,
 * only a step the catalogue lacks is refused, so the first page carries no checking code.
 */
export function buildFlow(config: FlowConfig): Flow {
  const steps = config.steps.map((entry) => {
    const id = stepIdOf(entry);
    if (!isStepId(id))
      throw new FlowConfigError(`Invalid flow "${config.name}": unknown step "${id}"`);
    const step = StepCatalogue[id];
    return {
      ...step,
      fields: keptFields(step, typeof entry === 'string' ? undefined : entry.fields),
    };
  });
  if (!isStepId(config.start) || !steps.some((step) => step.id === config.start)) {
    throw new FlowConfigError(
      `Invalid flow "${config.name}": start "${config.start}" is not one of its steps`,
    );
  }
  return { name: config.name, order: config.order ?? 'server', start: config.start, steps };
}
