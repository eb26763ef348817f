import * as z from 'zod/mini';

/** A flow's shape (its steps are checked against the catalogue by features/flow). */
export const FlowConfigShapeSchema = z.object({
  name: z.string().check(z.minLength(1)),
  order: z.optional(z.enum(['server', 'configured'])),
  start: z.string().check(z.minLength(1)),
  steps: z.array(
    z.union([
      z.string(),
      z.object({
        step: z.string(),
        fields: z.optional(
          z.array(
            z.object({
              path: z.string(),
              rule: z.optional(z.string()),
              required: z.optional(z.boolean()),
            }),
          ),
        ),
      }),
    ]),
  ),
});

/** A brand's flow kept in a data file of src/flows (`v3-romanian`), and its own starting page. */
export const FlowFileReferenceSchema = z.strictObject({
  file: z.string().check(z.regex(/^[a-z0-9-]{1,60}$/)),
  start: z.optional(z.string().check(z.minLength(1))),
});
export type FlowFileReference = z.infer<typeof FlowFileReferenceSchema>;
