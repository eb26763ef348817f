import {
  OfferStagePaths,
  OfferStageSaves,
  VehicleModelsSchema,
  type ApplicationState,
  type LeadAnswer,
  type LeadDataPatch,
  type OfferStageSave,
} from '@lf/contract';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ApiResult } from '../../lib/api-client';
import {
  applicationDataUpdated,
  type ApplicationDataPatch,
  type ApplicationRootState,
  type ThunkDependencies,
} from '../application';
import { callStage, moveLead, rereadLead } from '../lead/lazy';

type Thunk<R> = ThunkAction<R, ApplicationRootState, ThunkDependencies, UnknownAction>;

/** The call that saves a state's form (OfferStageSaves in the contract), if it has one. */
export function stageSaveOf(state: ApplicationState): OfferStageSave | undefined {
  return OfferStageSaves.find((save) => save.state === state);
}

/** The body of a save: the lead's id and only the sections the call carries. */
export function saveBody(
  save: Pick<OfferStageSave, 'sections'>,
  id: string,
  answers: ApplicationDataPatch,
): { id: string } & LeadDataPatch {
  const sections = save.sections.flatMap((key) =>
    answers[key] === undefined ? [] : [[key, answers[key]] as const],
  );
  return { id, ...Object.fromEntries(sections) };
}

/**
 * Saves an after-offer form to its state's call: the answers are kept first (a failure loses
 * nothing), the server's answer is stored like a lead update's. A 409 `wrong_state` (the lead
 * moved on, in another tab) reads where the lead stands, and that is the answer the page follows;
 * if that read fails too, the refusal is returned for the page to offer Try again.
 */
export function saveStage(
  save: OfferStageSave,
  answers: ApplicationDataPatch,
): Thunk<Promise<ApiResult<LeadAnswer>>> {
  return async (dispatch) => {
    dispatch(applicationDataUpdated(answers));
    const result = await dispatch(
      moveLead({
        request: (id) => ({ method: 'POST', path: save.path, body: saveBody(save, id, answers) }),
        failureMessage: 'Failed to save an after-offer form',
      }),
    );
    if (result.ok || result.error.code !== 'wrong_state') return result;
    const now = await dispatch(rereadLead());
    return now.ok ? now : result;
  };
}

/** The makes and models the vehicle page offers. */
export const loadVehicleModels = () =>
  callStage(VehicleModelsSchema, {
    request: () => ({ method: 'GET', path: OfferStagePaths.vehicleModels }),
    failureMessage: 'Failed to load the vehicle models',
  });
