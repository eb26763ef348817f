import * as z from 'zod/mini';
import { ApplicationStateSchema } from './application-state.js';
import { LeadAnswerSchema } from './lead-api.js';
import { LeadDataSchema } from './lead-data.js';

/**
 * The sandbox's sample leads (test routes only, SANDBOX_TEST_ROUTES=1): one lead per application
 * state for a product (a brand), each under an id and write secret that stay the same from call
 * to call, put back in its state by every call. The brand book draws its pages with them
 * (decision 0039).
 */
export const SAMPLE_LEADS_PATH = '/test/sample-leads';

export const SampleLeadsRequestSchema = z.object({
  /** The brand whose sample leads these are (the product every lead call names). */
  product: z.string().check(z.minLength(1)),
  /** Only the lead of this state; absent, one lead for every state. */
  applicationState: z.optional(ApplicationStateSchema),
  /** Answers laid over the sandbox's sample applicant (the brand's loan, its phone prefix). */
  data: z.optional(LeadDataSchema),
});
export type SampleLeadsRequest = z.infer<typeof SampleLeadsRequestSchema>;

/** Each lead as a create answers it, with its write secret. */
export const SampleLeadsAnswerSchema = z.object({ leads: z.array(LeadAnswerSchema) });
export type SampleLeadsAnswer = z.infer<typeof SampleLeadsAnswerSchema>;
