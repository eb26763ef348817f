import { isLeadPath } from '@lf/contract';
import * as z from 'zod/mini';
import { formatSchemaIssues } from '../../lib/format-schema-issues';
import { FieldRuleNames, type FieldRuleName } from '../validation';
import {
  isStepId,
  StepCatalogue,
  type FieldDefinition,
  type StepDefinition,
  type StepId,
} from './step-catalogue';

/**
 * Who decides the next page: the server (the classic flow: each answer names the next state), or
 * the configured order (the v3 flow: next and previous follow the order the steps were added).
 */
export const FlowOrders = ['server', 'configured'] as const;
export type FlowOrder = (typeof FlowOrders)[number];

const name = z.string().check(z.minLength(1), z.maxLength(100));

/** A field a flow keeps on a step, optionally with another rule or requirement. */
const FlowFieldSchema = z.strictObject({
  path: name,
  rule: z.optional(name),
  required: z.optional(z.boolean()),
});

/** A step of a flow: a catalogue id, or the id with the fields this brand shows on it. */
const FlowStepSchema = z.union([
  name,
  z.strictObject({ step: name, fields: z.optional(z.array(FlowFieldSchema)) }),
]);

/** A brand's flow as configuration data (`brand.flow`), before it is checked against the catalogue. */
export const FlowConfigSchema = z.strictObject({
  name,
  order: z.optional(z.enum(FlowOrders)),
  start: name,
  steps: z.array(FlowStepSchema).check(z.minLength(1)),
});
export type FlowConfig = z.infer<typeof FlowConfigSchema>;

/** A checked flow: its pages from the catalogue, in order, with the fields this brand shows. */
export interface Flow {
  name: string;
  order: FlowOrder;
  start: StepId;
  steps: readonly StepDefinition[];
}

export class FlowConfigError extends Error {
  override name = 'FlowConfigError';
}

const isRuleName = (rule: string): rule is FieldRuleName =>
  (FieldRuleNames as readonly string[]).includes(rule);

function stepFields(
  step: StepDefinition,
  wanted: z.infer<typeof FlowFieldSchema>[] | undefined,
  problems: string[],
  at: string,
): readonly FieldDefinition[] {
  if (!wanted) return step.fields;
  return wanted.flatMap((field, index) => {
    const where = `${at}.fields[${index}]`;
    let ok = true;
    if (!isLeadPath(field.path)) {
      problems.push(`${where}: unknown lead path "${field.path}"`);
      ok = false;
    }
    if (field.rule !== undefined && !isRuleName(field.rule)) {
      problems.push(`${where}: unknown rule "${field.rule}"`);
      ok = false;
    }
    const known = step.fields.find((candidate) => candidate.path === field.path);
    if (ok && !known) {
      problems.push(`${where}: step "${step.id}" has no field "${field.path}"`);
      ok = false;
    }
    if (!ok || !known) return [];
    const rule = field.rule !== undefined && isRuleName(field.rule) ? field.rule : known.rule;
    return [
      {
        ...known,
        ...(rule ? { rule } : {}),
        required: field.required ?? known.required,
      },
    ];
  });
}

/**
 * Checks a flow configuration against the step catalogue, the contract's lead paths and the rule
 * names, and lists every problem at once (like the rest of the brand configuration).
 */
export function resolveFlow(config: unknown): Flow {
  const parsed = FlowConfigSchema.safeParse(config);
  if (!parsed.success) {
    throw new FlowConfigError(`Invalid flow: ${formatSchemaIssues(parsed.error.issues)}`);
  }
  const { name: flowName, order = 'server', start, steps: entries } = parsed.data;
  const problems: string[] = [];
  const steps: StepDefinition[] = [];
  entries.forEach((entry, index) => {
    const id = typeof entry === 'string' ? entry : entry.step;
    const at = `steps[${index}]`;
    if (!isStepId(id)) {
      problems.push(`${at}: unknown step "${id}"`);
      return;
    }
    if (steps.some((step) => step.id === id)) {
      problems.push(`${at}: step "${id}" appears twice`);
      return;
    }
    const step = StepCatalogue[id];
    const fields =
      typeof entry === 'string' ? step.fields : stepFields(step, entry.fields, problems, at);
    steps.push({ ...step, fields });
  });
  if (
    !isStepId(start) ||
    !entries.some((entry) => (typeof entry === 'string' ? entry : entry.step) === start)
  ) {
    problems.push(`start: "${start}" is not one of the flow's steps`);
  }
  if (problems.length > 0 || !isStepId(start)) {
    throw new FlowConfigError(`Invalid flow "${flowName}": ${problems.join('; ')}`);
  }
  return { name: flowName, order, start, steps };
}
