import * as z from 'zod/mini';
import { storableText } from './storable-text.js';
import { LeadPathSchema } from './lead-paths.js';

/** A v3 step path (spec section 2): `initial-details`, `date-of-birth`, `overdue-debt-amount`. */
export const STEP_PATH_PATTERN = /^[a-z0-9-]+$/;
export const StepPathSchema = z.lazy(() =>
  z.string().check(z.minLength(1), z.maxLength(100), z.regex(STEP_PATH_PATTERN)),
);

export const MAX_FLOW_STEPS = 100;
/** Every data point of the lead, with room to spare: the contract has fewer than 200. */
export const MAX_SUBMITTED_DATAPOINTS = 500;

/**
 * The marker of the dynamic (v3) form on a lead create or update (spec section 2, "Dynamic form
 * (v3)"). Every request the v3 form sends carries it:
 * - `flow`: the name of the brand's configured flow;
 * - `stepOrder`: the flow's step paths, in the order the brand configured them. That order, not
 *   the server, picks the next page, so the lead stays at LOAN_INFORMATION while the form is in
 *   progress, however many sections its data holds;
 * - `dataPoints`: only on the request from the flow's LAST page: every data point the flow
 *   requires. This is the submission: the lead API refuses it (422, one `required` field error
 *   per data point) while the lead lacks any of them, and otherwise moves the lead to CHECKING.
 *
 * The request from the initial-details page (the one carrying `generalPolicies`) must also carry
 * the reCAPTCHA token, `googleCaptchaToken` (see recaptcha.ts).
 *
 * `dynamicForm` describes the request; it is never stored in the lead's data.
 */
export const DynamicFormSchema = z.lazy(() =>
  z.strictObject({
    flow: storableText(100).check(z.minLength(1)),
    stepOrder: z.array(StepPathSchema).check(z.minLength(1), z.maxLength(MAX_FLOW_STEPS)),
    dataPoints: z.optional(
      z.array(LeadPathSchema).check(z.minLength(1), z.maxLength(MAX_SUBMITTED_DATAPOINTS)),
    ),
  }),
);
export type DynamicForm = z.infer<typeof DynamicFormSchema>;

/** Whether the request is the v3 form's submission (it lists the data points it requires). */
export function isSubmission(
  dynamicForm: DynamicForm | undefined,
): dynamicForm is DynamicForm & { dataPoints: NonNullable<DynamicForm['dataPoints']> } {
  return dynamicForm?.dataPoints !== undefined;
}
