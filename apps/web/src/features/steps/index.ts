import { lazy } from 'react';
import { retryingImport } from '../../lib/retrying-import';

/** The step form's chunk (the form library, the field kinds). */
export const loadStepForm = () => retryingImport(() => import('./step-form'));

/** Loaded when a step after the first is shown: the form library stays off the first page. */
export const LazyStepForm = lazy(loadStepForm);

/** Every flow page's fields, from the flow engine's field catalogue (no first page carries it). */
export function loadFieldsOf() {
  return retryingImport(() => import('../flow/lazy'))
    .then(({ loadFieldCatalogue }) => loadFieldCatalogue())
    .then((catalogue) => catalogue.fieldsOf);
}
