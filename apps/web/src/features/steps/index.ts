import { lazy } from 'react';
import { retryingImport } from '../../lib/retrying-import';

/** Loaded when a step after the first is shown: the form library stays off the first page. */
export const LazyStepForm = lazy(() => retryingImport(() => import('./step-form')));

/** A flow step's fields, from the step form's chunk (the first page does not carry them). */
export function loadFieldsOf() {
  return retryingImport(() => import('./step-form')).then((module) => module.fieldsOf);
}
