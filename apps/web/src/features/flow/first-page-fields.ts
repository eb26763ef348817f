import { InitialDetailsFields } from './initial-details-fields';
import { stepWithFields } from './kept-fields';
import type { FlowStep } from './flow-config';
import type { FieldDefinition, StepDefinition, StepId } from './step-catalogue';

/**
 * The fields of the pages a flow starts on: all a first page carries. The catalogue of every
 * page's fields (choice lists for eight countries, the v3 pages' questions) is a chunk of its own,
 * loaded when the browser is idle after the first paint or, at the latest, by the first save.
 * The catalogue holds these very definitions.
 */
const FirstPageFields: Readonly<Partial<Record<StepId, readonly FieldDefinition[]>>> = {
  'initial-details': InitialDetailsFields,
};

/**
 * A starting page with its fields, or undefined for a page only the catalogue has. A loan page
 * (the classic loan-information, the v3 loan-details) asks the amount and the term with its own
 * controls, through no field.
 */
export function firstPageWithFields(step: FlowStep): StepDefinition | undefined {
  const all = step.kind === 'loan-information' ? [] : FirstPageFields[step.id];
  return all && stepWithFields(step, all);
}
