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

/**
 * A brand's flow kept in a data file, by its name (`v3-default`: src/flows/v3-default.json, shared;
 * `v3-romanian`: src/brands/lei-rapid-ro/v3-romanian.flow.json, the brand's own), and its own
 * starting page.
 */
export const FlowFileReferenceSchema = z.strictObject({
  file: z.string().check(z.regex(/^[a-z0-9-]{1,60}$/)),
  start: z.optional(z.string().check(z.minLength(1))),
});
export type FlowFileReference = z.infer<typeof FlowFileReferenceSchema>;
