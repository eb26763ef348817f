import {
  OfferStageSaves,
  offerStageSaveRequestSchema,
  type ApplicationState,
  type LeadDataPatch,
  type OfferStageSave,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { fieldErrorsError, requireObjectBody } from '../http/parse-request.js';
import type { LeadService } from '../leads/lead-service.js';
import { REQUIRED_MESSAGE, englishMessages, toFieldErrors } from '../validation/field-errors.js';
import type { LeadWriteAccess } from '../leads/lead-write-access.js';

/** One call and every state it serves (the wniosek's path serves the wniosek and its completion). */
export interface StageSaveRoute {
  readonly path: string;
  readonly states: readonly ApplicationState[];
  readonly sections: OfferStageSave['sections'];
}

/** `OfferStageSaves` grouped by path, in the contract's order. */
export const stageSaveRoutes: readonly StageSaveRoute[] = [
  ...OfferStageSaves.reduce((routes, save) => {
    const known = routes.get(save.path);
    routes.set(save.path, {
      path: save.path,
      states: [...(known?.states ?? []), save.state],
      sections: save.sections,
    });
    return routes;
  }, new Map<string, StageSaveRoute>()).values(),
];

/**
 * The body of a save: `{ id, <sections> }`, the sections as a lead update takes them (`null`
 * clears an answer), at least one of them given. Anything else is 422 `invalid_body` listing every
 * field at fault; a body that is not a JSON object, 400.
 */
function parseSave(route: StageSaveRoute, value: unknown): { id: string; patch: LeadDataPatch } {
  const result = offerStageSaveRequestSchema(route).safeParse(requireObjectBody(value), {
    error: englishMessages,
  });
  if (!result.success) {
    throw fieldErrorsError(422, toFieldErrors(result.error.issues), 'The body does not match.');
  }
  const { id, ...patch }: { id: string } & LeadDataPatch = result.data;
  if (!route.sections.some((key) => patch[key] !== undefined)) {
    const missing = route.sections.map((fieldName) => ({
      fieldName,
      code: 'required' as const,
      message: REQUIRED_MESSAGE,
    }));
    throw fieldErrorsError(422, missing, 'The body carries none of its sections.');
  }
  return { id, patch };
}

/**
 * The form pages after the offer (`OfferStageSaves` in the contract): `POST <path> { id,
 * <sections> }` stores the sections as an update would and completes the stage the lead stands
 * at (one of the call's states; else 409 `wrong_state`), answering `200` with the lead's new
 * state, chosen by stage-outcome.ts.
 */
export function registerStageSaveRoutes(
  app: FastifyInstance,
  leads: LeadService,
  writeAccess: LeadWriteAccess,
): void {
  for (const route of stageSaveRoutes) {
    app.post(route.path, async (request) => {
      const { id, patch } = parseSave(route, request.body);
      await writeAccess(request, id);
      return leads.advanceStage({ id, at: route.states, patch, outcome: 'done' });
    });
  }
}
