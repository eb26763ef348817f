/**
 * The flow engine's entry for lazily loaded chunks (the step form, the dynamic page, the
 * state-driven forms): the pages' fields, the v3 page table and the submission marker. Never
 * imported by the first page.
 */
export { MobilePhoneField } from './contact-fields';
export { isFieldAsked, offeredValues } from './conditional-fields';
export { dynamicFormOf } from './dynamic-form';
export {
  OfferFormStates,
  OfferStageFields,
  withVehicleModels,
  type OfferFormState,
} from './offer-stage-fields';
export { StepCatalogue, StepFields, withFields } from './step-fields';
export { AllStepPages, V3StepPages } from './v3-step-pages';
export { V3ModalVariantOf, V3StepPaths, type V3StepPath } from './v3-step-paths';
