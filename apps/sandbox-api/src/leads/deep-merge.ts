export type JsonObject = { readonly [key: string]: unknown };

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Merges `patch` into `base` without changing either: objects are merged key by key, at any
 * depth; arrays and scalars in the patch replace what was there; `null` removes the key (the
 * contract's "remove this answer"); keys the patch leaves out (or sets to `undefined`) keep their
 * stored value. The result holds no `null` that came from the patch.
 */
export function deepMerge(base: JsonObject, patch: JsonObject): JsonObject {
  const removed = new Set(
    Object.entries(patch)
      .filter(([, value]) => value === null)
      .map(([key]) => key),
  );
  const merged: Record<string, unknown> = Object.fromEntries(
    Object.entries(base).filter(([key]) => !removed.has(key)),
  );
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || value === null) continue;
    const current = merged[key];
    merged[key] = isJsonObject(value)
      ? deepMerge(isJsonObject(current) ? current : {}, value)
      : value;
  }
  return merged;
}
