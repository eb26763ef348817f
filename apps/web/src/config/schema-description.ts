import * as z from 'zod/mini';

/**
 * A field's description for the JSON Schema and docs/brands.md (`npm run brand:schema`), as
 * zod's `z.describe` check records it. Written here rather than taken from zod: zod's function
 * lives in zod's module, which the first page's chunk holds, and it put a v3 first page over its
 * budget; this module goes only where the brand schemas go.
 */
export function describe<T>(description: string): z.core.$ZodCheck<T> {
  const check: z.core.$ZodCheck<T> = new z.core.$ZodCheck({ check: 'describe' });
  check._zod.onattach = [
    (schema) => {
      z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), description });
    },
  ];
  check._zod.check = () => undefined;
  return check;
}
