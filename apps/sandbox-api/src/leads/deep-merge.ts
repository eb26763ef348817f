export type JsonObject = { readonly [key: string]: unknown };

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Merges `patch` into `base` without changing either: objects are merged key by key, at any
 * depth; arrays, scalars and `null` in the patch replace what was there; keys the patch leaves
 * out (or sets to `undefined`) keep their stored value.
 */
export function deepMerge(base: JsonObject, patch: JsonObject): JsonObject {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const current = merged[key];
    merged[key] = isJsonObject(current) && isJsonObject(value) ? deepMerge(current, value) : value;
  }
  return merged;
}
