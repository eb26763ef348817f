import * as z from 'zod/mini';
import { ProductSchema } from './lead-api.js';
import { LeadPathSchema } from './lead-paths.js';

/**
 * `POST /v3/test/datapoints` (spec section 7 lists it among the lead paths; issue 10): which of
 * the data points asked about a lead still lacks. The v3 flow asks it before submitting, to
 * send the applicant to the page of a data point that has no answer yet.
 */
export const DATAPOINTS_PATH = '/v3/test/datapoints';

/** At most every data point, each named once or more (duplicates are answered once). */
export const MAX_DATAPOINTS_ASKED = 500;

/**
 * The lead and the data points asked about. The paths are plain text here, so that the sandbox
 * can answer an unknown one with a 422 naming it; `product` is accepted, not needed.
 */
export const DataPointsRequestSchema = z.strictObject({
  id: z.uuid(),
  product: z.optional(ProductSchema),
  dataPoints: z
    .array(z.string().check(z.minLength(1), z.maxLength(200)))
    .check(z.minLength(1), z.maxLength(MAX_DATAPOINTS_ASKED)),
});
export type DataPointsRequest = z.infer<typeof DataPointsRequestSchema>;

/** Each path asked, once, in the order asked: `missing` the lead has no answer for. */
export const DataPointsAnswerSchema = z.object({
  id: z.uuid(),
  missing: z.array(LeadPathSchema),
  present: z.array(LeadPathSchema),
});
export type DataPointsAnswer = z.infer<typeof DataPointsAnswerSchema>;
