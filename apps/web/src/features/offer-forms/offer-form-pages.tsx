import { ApplicationState, type OfferStageSave } from '@lf/contract';
import type { ComponentType } from 'react';
import { OfferFormStates, OfferStageFields, type OfferFormState } from '../flow/lazy-offer-stages';
import { EmploymentDetailsPage } from './employment-details-page';
import { SavedStagePage } from './offer-form-page';
import { stageSaveOf } from './stage-calls';
import { VehiclePage } from './vehicle-page';

/** A form saved by its state's call, as a page of the state pages' registry. */
function savedStagePage(state: OfferFormState): ComponentType {
  const found = stageSaveOf(state);
  if (!found) throw new Error(`No call saves the form of application state ${state}`);
  const save: OfferStageSave = found;
  const fields = OfferStageFields[state];
  function OfferStageFormPage() {
    return <SavedStagePage save={save} fields={fields} />;
  }
  return OfferStageFormPage;
}

/** The page of each state whose page is a form (offer-stage-fields.ts). */
export const OfferFormPages: Readonly<Record<OfferFormState, ComponentType>> = Object.fromEntries(
  OfferFormStates.map((state) => {
    if (state === ApplicationState.EMPLOYMENT_DETAILS) return [state, EmploymentDetailsPage];
    if (state === ApplicationState.VEHICLE) return [state, VehiclePage];
    return [state, savedStagePage(state)];
  }),
) as Record<OfferFormState, ComponentType>;
