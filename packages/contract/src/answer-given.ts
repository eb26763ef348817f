function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether a value is an answer, in the lead, in a request or on a page: `false`, `0` and a filled
 * list or record are answers; no value, `null` (an answer removed), blank text, an empty list and
 * an empty record (`policies: {}`) are not. One definition for the lead API's missing data points,
 * its refusal of answers not asked, and the pages' "is this step answered".
 */
export function isAnswerGiven(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (isRecord(value)) return Object.keys(value).length > 0;
  return true;
}
