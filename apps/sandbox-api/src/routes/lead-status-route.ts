import { LeadAnswerSchema } from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.js';
import { parseParam } from '../http/parse-request.js';
import type { LeadService } from '../leads/lead-service.js';

/** `GET /lead/status/{id}` (spec section 7): the lead's current answer. */
export function registerLeadStatusRoute(app: FastifyInstance, leads: LeadService): void {
  app.get<{ Params: { id: string } }>('/lead/status/:id', async (request) => {
    const id = parseParam(LeadAnswerSchema.shape.id, 'id', request.params.id);
    request.leadId = id;
    const answer = await leads.status(id);
    if (!answer) throw new ApiError(404, 'lead_not_found', 'No lead has this id.', 'id');
    return answer;
  });
}
