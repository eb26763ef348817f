import { isLeadPath } from '@lf/contract';
import * as z from 'zod/mini';
import { FieldRuleNames } from '../../config/field-rule-names';
import { formatSchemaIssues } from '../../lib/format-schema-issues';
import { buildFlow, FlowConfigError, FlowOrders, type Flow } from './flow-config';
import { isStepIn } from './step-catalogue';
import { AllStepPages } from './v3-step-pages';
import { StepFields } from './step-fields';

const name = z.string().check(z.minLength(1), z.maxLength(100));

const FlowFieldSchema = z.strictObject({
  path: name,
  rule: z.optional(name),
  required: z.optional(z.boolean()),
});

/** A brand's flow as configuration data (`brand.flow`), before it is checked against the catalogue. */
export const FlowConfigSchema = z.strictObject({
  name,
  order: z.optional(z.enum(FlowOrders)),
  start: name,
  steps: z
    .array(
      z.union([name, z.strictObject({ step: name, fields: z.optional(z.array(FlowFieldSchema)) })]),
    )
    .check(z.minLength(1)),
});

const isRuleName = (rule: string) => (FieldRuleNames as readonly string[]).includes(rule);

/**
 * Every problem of a flow configuration at once: its shape, then each step, lead path and rule
 * name against the step catalogue, the contract and the closed set of rules.
 */
export function checkFlowConfig(config: unknown): string[] {
  const parsed = FlowConfigSchema.safeParse(config);
  if (!parsed.success) return [formatSchemaIssues(parsed.error.issues)];
  const { start, steps } = parsed.data;
  const problems: string[] = [];
  const seen = new Set<string>();
  steps.forEach((entry, index) => {
    const id = typeof entry === 'string' ? entry : entry.step;
    const at = `steps[${index}]`;
    if (!isStepIn(AllStepPages, id)) {
      problems.push(`${at}: unknown step "${id}"`);
      return;
    }
    if (seen.has(id)) problems.push(`${at}: step "${id}" appears twice`);
    seen.add(id);
    if (typeof entry === 'string') return;
    (entry.fields ?? []).forEach((field, fieldIndex) => {
      const where = `${at}.fields[${fieldIndex}]`;
      const knownPath = isLeadPath(field.path);
      if (!knownPath) problems.push(`${where}: unknown lead path "${field.path}"`);
      if (field.rule !== undefined && !isRuleName(field.rule)) {
        problems.push(`${where}: unknown rule "${field.rule}"`);
      }
      if (knownPath && !StepFields[id].some((known) => known.path === field.path)) {
        problems.push(`${where}: step "${id}" has no field "${field.path}"`);
      }
    });
  });
  if (!seen.has(start)) problems.push(`start: "${start}" is not one of the flow's steps`);
  return problems;
}

/** A checked flow, ready to run; a configuration with any problem is refused, listing them all. */
export function resolveFlow(config: unknown): Flow {
  const problems = checkFlowConfig(config);
  const flowName =
    typeof config === 'object' && config !== null && 'name' in config ? String(config.name) : '?';
  if (problems.length > 0) {
    throw new FlowConfigError(`Invalid flow "${flowName}": ${problems.join('; ')}`);
  }
  return buildFlow(FlowConfigSchema.parse(config));
}
