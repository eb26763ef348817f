/**
 * The flow engine's entry for the after-offer forms' pages: their fields (which share the v3
 * pages' questions and choice lists). Imported only by those pages' chunks.
 */
export {
  OfferFormStates,
  OfferStageFields,
  withVehicleModels,
  type OfferFormState,
} from './offer-stage-fields';
