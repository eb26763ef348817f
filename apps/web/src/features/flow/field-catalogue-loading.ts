import type { DynamicForm } from '@lf/contract';
import { sharedImport } from '../../lib/retrying-import';
import { dynamicFormOf, isSubmission } from './dynamic-form';
import type * as Catalogue from './field-catalogue';
import { firstPageWithFields } from './first-page-fields';
import type { Flow, FlowStep } from './flow-config';
import type { StepDefinition } from './step-catalogue';

/** Every page's fields: `withFields(step)`, `fieldsOf(step)` and the tables. */
export type FieldCatalogue = typeof Catalogue;

/**
 * The field catalogue, loaded once (retried if the chunk fails to load once; a load that fails
 * even then is tried again on the next call). The promise says when it has settled, so a page
 * reading it with `use` once it has loaded renders at once, without suspending.
 */
export const loadFieldCatalogue = sharedImport(() => import('./field-catalogue'));

/** The catalogue, if it has loaded. */
export function loadedFieldCatalogue(): FieldCatalogue | undefined {
  return loadFieldCatalogue.loaded();
}

/**
 * A step with its fields as far as they are known now: from the catalogue once it has loaded,
 * else a starting page's own; undefined for a later page while the catalogue is still loading.
 */
export function fieldsKnownNow(step: FlowStep): StepDefinition | undefined {
  return loadedFieldCatalogue()?.withFields(step) ?? firstPageWithFields(step);
}

/**
 * What a save on `step` tells the server of a configured (v3) flow (`dynamicFormOf`), given the
 * answers known (`data`). Only the flow's last page that asks anything names every page's
 * required fields: the flow's last page waits for the catalogue there (long loaded by then: every
 * later page read it), and a catalogue that cannot load rejects. Known at once wherever it need
 * not wait, so the save goes out in the task of the Continue.
 */
export function loadDynamicForm(
  flow: Flow,
  step: FlowStep,
  data?: unknown,
): DynamicForm | undefined | Promise<DynamicForm | undefined> {
  const catalogue = loadedFieldCatalogue();
  if (catalogue) return dynamicFormOf(flow, step, catalogue.fieldsOf, data);
  if (!isSubmission(flow, step)) return dynamicFormOf(flow, step, () => []);
  return loadFieldCatalogue().then(({ fieldsOf }) => dynamicFormOf(flow, step, fieldsOf, data));
}
