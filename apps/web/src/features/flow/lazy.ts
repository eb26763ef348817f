/**
 * The flow engine's entry for lazily loaded chunks (the step form, the dynamic page): the starting
 * pages' fields and the loader of every page's fields, the v3 step paths and the submission
 * marker. Never imported by a classic brand's first page. The after-offer forms' fields are
 * lazy-offer-stages.ts.
 */
export { MobilePhoneField } from './contact-fields';
export { isFieldAsked, offeredValues } from './conditional-fields';
export {
  fieldsKnownNow,
  loadDynamicForm,
  loadedFieldCatalogue,
  loadFieldCatalogue,
  type FieldCatalogue,
} from './field-catalogue-loading';
export { firstPageWithFields } from './first-page-fields';
export { V3StepPaths, type V3StepPath } from './v3-step-paths';
export { lacksDataPoint, requiredDataPoints, type LackingDataPoints } from './lacking-data-points';
