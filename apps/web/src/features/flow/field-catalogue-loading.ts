import { retryingImport } from '../../lib/retrying-import';
import type * as Catalogue from './field-catalogue';
import { firstPageWithFields } from './first-page-fields';
import type { FlowStep } from './flow-config';
import type { StepDefinition } from './step-catalogue';

/** Every page's fields: `withFields(step)`, `fieldsOf(step)` and the tables. */
export type FieldCatalogue = typeof Catalogue;

/** A promise that says it has settled, as React's `use` reads it: no suspension once loaded. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

let loading: Tracked<FieldCatalogue> | undefined;

/**
 * The field catalogue, loaded once (retried if the chunk fails to load once; a load that fails
 * even then is tried again on the next call). The promise says when it has settled, so a page
 * reading it with `use` once it has loaded renders at once, without suspending.
 */
export function loadFieldCatalogue(): Promise<FieldCatalogue> {
  if (loading) return loading;
  const started: Tracked<FieldCatalogue> = retryingImport(() => import('./field-catalogue'));
  loading = started;
  started.then(
    (catalogue) => {
      started.status = 'fulfilled';
      started.value = catalogue;
    },
    () => {
      if (loading === started) loading = undefined;
    },
  );
  return started;
}

/** The catalogue, if it has loaded. */
export function loadedFieldCatalogue(): FieldCatalogue | undefined {
  return loading?.value;
}

/**
 * A step with its fields as far as they are known now: from the catalogue once it has loaded,
 * else a starting page's own; undefined for a later page while the catalogue is still loading.
 */
export function fieldsKnownNow(step: FlowStep): StepDefinition | undefined {
  return loadedFieldCatalogue()?.withFields(step) ?? firstPageWithFields(step);
}
