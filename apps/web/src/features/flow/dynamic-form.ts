import type { DynamicForm, LeadPath } from '@lf/contract';
import type { Flow, FlowStep } from './flow-config';
import type { FieldDefinition } from './step-catalogue';

/** Whether a save on `step` is a configured flow's submission: made on its last page. */
export function isSubmission(flow: Flow, step: FlowStep): boolean {
  return flow.order === 'configured' && flow.steps.at(-1)?.id === step.id;
}

/**
 * What a save made on `step` tells the lead API about a configured (v3) flow: the flow's name and
 * step order on every save, and on its last page the data points it requires (the submission).
 * A flow the server orders sends nothing of this.
 */
export function dynamicFormOf(
  flow: Flow,
  step: FlowStep,
  fieldsOf: (step: FlowStep) => readonly FieldDefinition[],
): DynamicForm | undefined {
  const form = flowMarker(flow);
  if (!form || !isSubmission(flow, step)) return form;
  const required = new Set<LeadPath>();
  for (const each of flow.steps) {
    if (each.kind === 'loan-information') {
      required.add('amount');
      required.add('period');
    }
    // A field asked only on another answer (`when`: a pension's payer) is not required of all.
    for (const field of fieldsOf(each)) {
      if (field.required && !field.when) required.add(field.path);
    }
  }
  return required.size > 0 ? { ...form, dataPoints: [...required] } : form;
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
