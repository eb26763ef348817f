import { isAskedOn, type DynamicForm, type LeadPath } from '@lf/contract';
import type { Flow, FlowStep } from './flow-config';
import type { Asked } from './navigator';
import type { FieldDefinition } from './step-catalogue';
import { answerAt, isStepAsked } from './step-answers';

/**
 * Whether a save on `step` is a configured flow's submission: made on its last page that asks
 * this applicant anything (`asked`; a last page whose every field the answers rule out is skipped).
 */
export function isSubmission(flow: Flow, step: FlowStep, asked?: Asked): boolean {
  const last = (asked && flow.steps.findLast(asked)) ?? flow.steps.at(-1);
  return flow.order === 'configured' && last?.id === step.id;
}

/**
 * What a save made on `step` tells the lead API about a configured (v3) flow: the flow's name and
 * step order on every save, and on its last page the data points it requires (the submission).
 * A flow the server orders sends nothing of this. With the answers known (`data`), a field asked
 * on another answer (`when`) is required once that answer is one it is asked on, and the last
 * page that asks anything submits.
 */
export function dynamicFormOf(
  flow: Flow,
  step: FlowStep,
  fieldsOf: (step: FlowStep) => readonly FieldDefinition[],
  data?: unknown,
): DynamicForm | undefined {
  const form = flowMarker(flow);
  const asked =
    data === undefined ? undefined : (each: FlowStep) => isStepAsked(fieldsOf(each), data);
  if (!form || !isSubmission(flow, step, asked)) return form;
  const required = new Set<LeadPath>();
  for (const each of flow.steps) {
    if (each.kind === 'loan-information') {
      required.add('amount');
      required.add('period');
    }
    // A field asked only on another answer (`when`: a pension's payer, an employer) is required
    // only of an applicant whose answer it is asked on.
    for (const field of fieldsOf(each)) {
      if (field.required && (!field.when || isAskedIn(field.when, data))) required.add(field.path);
    }
  }
  return required.size > 0 ? { ...form, dataPoints: [...required] } : form;
}

/** Whether the answers known give the answer a field hangs on as one it is asked on. */
function isAskedIn(when: NonNullable<FieldDefinition['when']>, data: unknown): boolean {
  return data !== undefined && isAskedOn(when, data, answerAt);
}

/**
 * What every save of a configured (v3) flow tells the lead API: the flow's name and step order,
 * without the submission's data points; nothing for a flow the server orders.
 */
export function flowMarker(flow: Flow): DynamicForm | undefined {
  return flow.order === 'configured'
    ? { flow: flow.name, stepOrder: flow.steps.map((each) => each.id) }
    : undefined;
}
