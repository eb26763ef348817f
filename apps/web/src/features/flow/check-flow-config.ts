import { conditionsOf, isLeadPath } from '@lf/contract';
import * as z from 'zod/mini';
import { describe } from '../../config/schema-description';
import { FieldRuleNames } from '../../config/field-rule-names';
import { closestName } from '../../lib/closest-name';
import { buildFlow, FlowConfigError, FlowOrders, type Flow } from './flow-config';
import { isStepIn } from './step-catalogue';
import { AllStepPages } from './v3-step-pages';
import { StepFields } from './step-fields';

const name = z.string().check(z.minLength(1), z.maxLength(100));

const about = (schema: typeof name, description: string) => schema.check(describe(description));

/** A rule name (the JSON Schema lists them, for editors to complete). */
export const FlowRuleNameSchema = about(
  name,
  'The validation rule by name (email, name, postalCode ...); absent, the step’s.',
);

const FlowFieldSchema = z
  .strictObject({
    path: about(name, 'The field’s lead path (contactDetails.email): one of the step’s fields.'),
    rule: z.optional(FlowRuleNameSchema),
    required: z.optional(
      z.boolean().check(describe('Whether an answer is needed; absent, as the step says.')),
    ),
  })
  .check(describe('A field the brand keeps on the step, with its own rule or requirement.'));

/** A step id (the JSON Schema lists the catalogue's, for editors to complete). */
export const FlowStepIdSchema = about(
  name,
  'A step id of the catalogue (features/flow/step-catalogue.ts).',
);

/** A brand's flow as configuration data (`brand.flow`), before it is checked against the catalogue. */
export const FlowConfigSchema = z.strictObject({
  name: about(name, 'The flow’s name, sent with tracking events (classic, v3-default).'),
  order: z.optional(
    z
      .enum(FlowOrders)
      .check(
        describe(
          'Who orders the pages: the server (classic page) or this list (configured, the v3 dynamic page).',
        ),
      ),
  ),
  start: about(name, 'The step the application starts on: one of steps.'),
  steps: z
    .array(
      z.union([
        FlowStepIdSchema,
        z
          .strictObject({
            step: FlowStepIdSchema,
            fields: z.optional(
              z.array(FlowFieldSchema).check(describe('The fields this brand keeps on it.')),
            ),
          })
          .check(describe('A step with the fields the brand keeps on it.')),
      ]),
    )
    .check(z.minLength(1), describe('The steps in order, by step id.')),
});

const isRuleName = (rule: string) => (FieldRuleNames as readonly string[]).includes(rule);

/** One problem of a flow configuration: where, what, and what was expected. */
export interface FlowProblem {
  /** The field path in the flow (`steps[3]`, `steps[1].fields[0]`, `start`). */
  path: string;
  message: string;
  expected?: string;
  /** The known name closest to a misspelt one. */
  didYouMean?: string;
}

/** A problem as one line: `steps[1]: unknown step "nmae" (did you mean "name"?)`. */
export function formatFlowProblem({ path, message, didYouMean }: FlowProblem): string {
  return `${path}: ${message}${didYouMean ? ` (did you mean "${didYouMean}"?)` : ''}`;
}

/**
 * Every problem of a flow configuration at once: its shape, then each step, lead path and rule
 * name against the step catalogue, the contract and the closed set of rules.
 */
export function flowConfigProblems(config: unknown): FlowProblem[] {
  const parsed = FlowConfigSchema.safeParse(config);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.') || '(root)',
      message: issue.message,
    }));
  }
  const { start, steps } = parsed.data;
  const problems: FlowProblem[] = [];
  const stepIds = Object.keys(AllStepPages);
  const seen = new Set<string>();
  steps.forEach((entry, index) => {
    const id = typeof entry === 'string' ? entry : entry.step;
    const at = `steps[${index}]`;
    if (!isStepIn(AllStepPages, id)) {
      problems.push({
        path: at,
        message: `unknown step "${id}"`,
        expected: `one of ${stepIds.join(', ')}`,
        didYouMean: closestName(id, stepIds),
      });
      return;
    }
    if (seen.has(id)) problems.push({ path: at, message: `step "${id}" appears twice` });
    seen.add(id);
    if (typeof entry === 'string') return;
    const stepPaths: readonly string[] = StepFields[id].map((known) => known.path);
    (entry.fields ?? []).forEach((field, fieldIndex) => {
      const where = `${at}.fields[${fieldIndex}]`;
      const knownPath = isLeadPath(field.path);
      if (!knownPath) {
        problems.push({
          path: `${where}.path`,
          message: `unknown lead path "${field.path}"`,
          expected: `one of the step's fields: ${stepPaths.join(', ')}`,
          didYouMean: closestName(field.path, stepPaths),
        });
      }
      if (field.rule !== undefined && !isRuleName(field.rule)) {
        problems.push({
          path: `${where}.rule`,
          message: `unknown rule "${field.rule}"`,
          expected: `one of ${FieldRuleNames.join(', ')}`,
          didYouMean: closestName(field.rule, FieldRuleNames),
        });
      }
      if (knownPath && !stepPaths.includes(field.path)) {
        problems.push({
          path: `${where}.path`,
          message: `step "${id}" has no field "${field.path}"`,
          expected: `one of ${stepPaths.join(', ')}`,
          didYouMean: closestName(field.path, stepPaths),
        });
      }
    });
  });
  problems.push(...askedBeforeItsAnswer(steps));
  if (!seen.has(start)) {
    problems.push({
      path: 'start',
      message: `"${start}" is not one of the flow's steps`,
      expected: `one of ${[...seen].join(', ')}`,
      didYouMean: closestName(start, seen),
    });
  }
  return problems;
}

type FlowEntry = z.infer<typeof FlowConfigSchema>['steps'][number];

/** The lead paths a known step of the flow asks: the fields the brand keeps, else all of them. */
function fieldsOf(entry: FlowEntry) {
  const id = typeof entry === 'string' ? entry : entry.step;
  if (!isStepIn(AllStepPages, id)) return [];
  const all = StepFields[id];
  if (typeof entry === 'string' || !entry.fields) return all;
  const kept = new Set(entry.fields.map((field) => field.path));
  return all.filter((field) => kept.has(field.path));
}

/**
 * A field asked only on another answer (`when`: the employer, on an income from one) on a page
 * before the page that asks for that answer: the applicant would be asked it before the answer
 * that rules it out (a pensioner, their job's sector). A flow that never asks that answer asks
 * the field, and a page that asks both reveals it (navigator.ts, `ruledOutBy`). Each condition
 * of a field counts (`and`: a contract's end date hangs on its type and on the income source).
 */
function askedBeforeItsAnswer(steps: readonly FlowEntry[]): FlowProblem[] {
  const asks = steps.map((entry) => fieldsOf(entry).map((field) => field.path as string));
  const stepId = (entry: FlowEntry) => (typeof entry === 'string' ? entry : entry.step);
  return steps.flatMap((entry, index) =>
    fieldsOf(entry).flatMap((field): FlowProblem[] =>
      conditionsOf(field.when).flatMap(({ path: hangsOn }): FlowProblem[] => {
        const later = asks.findIndex((paths, at) => at > index && paths.includes(hangsOn));
        if (later < 0 || asks.slice(0, index + 1).some((paths) => paths.includes(hangsOn)))
          return [];
        return [
          {
            path: `steps[${index}]`,
            message: `step "${stepId(entry)}" asks ${field.path} only on ${hangsOn}, which step "${stepId(steps[later] as FlowEntry)}" asks after it`,
            expected: `step "${stepId(entry)}" after step "${stepId(steps[later] as FlowEntry)}"`,
          },
        ];
      }),
    ),
  );
}

/** Every problem of a flow configuration, one line each. */
export function checkFlowConfig(config: unknown): string[] {
  return flowConfigProblems(config).map(formatFlowProblem);
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
