import { LeadAnswerSchema, type LeadAnswer } from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { createIdUploadService } from '../documents/id-upload-service.js';
import { parseParam } from '../http/parse-request.js';
import type { LeadService } from '../leads/lead-service.js';
import { createStageService } from '../stages/stage-service.js';
import type { LeadWriteAccess } from '../leads/lead-write-access.js';

/**
 * `POST /lead/skip/{id}` and `POST /lead/continue/{id}` (spec section 7), without a body: leave
 * out the optional stage the lead stands at, or complete one done elsewhere (README, "Skip and
 * continue").
 */
export function registerStageRoutes(
  app: FastifyInstance,
  db: Database,
  leads: LeadService,
  writeAccess: LeadWriteAccess,
  now?: () => Date,
): void {
  const stages = createStageService(db, leads, createIdUploadService(db, now), now);
  app.post<{ Params: { id: string } }>('/lead/skip/:id', async (request): Promise<LeadAnswer> => {
    const id = parseParam(LeadAnswerSchema.shape.id, 'id', request.params.id);
    await writeAccess(request, id);
    return stages.skip(id);
  });

  app.post<{ Params: { id: string } }>(
    '/lead/continue/:id',
    async (request): Promise<LeadAnswer> => {
      const id = parseParam(LeadAnswerSchema.shape.id, 'id', request.params.id);
      await writeAccess(request, id);
      return stages.continue(id);
    },
  );
}
