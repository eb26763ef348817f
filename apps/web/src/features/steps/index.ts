import { preloadableLazy } from '../../lib/preloadable-lazy';
import { retryingImport } from '../../lib/retrying-import';

/**
 * Loaded when a step after the first is shown: the form library stays off the first page. Once
 * preloaded (`preloadStepForm`, while the first page is idle) it draws at once: a plain `lazy`
 * suspends on its first draw even with its chunk loaded, and the page loader replaced the page
 * for a task on the first Continue.
 */
export const LazyStepForm = preloadableLazy(() => retryingImport(() => import('./step-form')));

/** The step form's chunk (the form library, the field kinds), made ready to draw at once. */
export const preloadStepForm = () => LazyStepForm.preload();

/** Every flow page's fields, from the flow engine's field catalogue (no first page carries it). */
export function loadFieldsOf() {
  return retryingImport(() => import('../flow/lazy'))
    .then(({ loadFieldCatalogue }) => loadFieldCatalogue())
    .then((catalogue) => catalogue.fieldsOf);
}
