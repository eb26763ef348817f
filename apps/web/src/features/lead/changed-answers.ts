import { dequal } from 'dequal/lite';
import type { ApplicationData, ApplicationDataPatch } from '../application';
import { isPlainObject } from '../../lib/is-plain-object';

/** Whether an answer stays what it was: a removal (`null`) of an answer never given is no change. */
function sameAnswer(answer: unknown, before: unknown): boolean {
  return dequal(answer ?? undefined, before ?? undefined);
}

/**
 * The answers of a patch that change what was held before it: groups field by field, tags always
 * (they only add). What a page sends unchanged is left out, so that, put back on top of the lead as
 * another tab saved it since, it does not undo that tab's correction (a stale save, save-lead.ts).
 */
export function changedAnswers(
  patch: ApplicationDataPatch,
  before: ApplicationData,
): ApplicationDataPatch {
  const held = before as Record<string, unknown>;
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'tags') changed[key] = value;
    else if (isPlainObject(value)) {
      const group = held[key];
      const heldGroup: Record<string, unknown> = isPlainObject(group) ? group : {};
      const fields = Object.entries(value).filter(
        ([field, answer]) => !sameAnswer(answer, heldGroup[field]),
      );
      if (fields.length > 0) changed[key] = Object.fromEntries(fields);
    } else if (!sameAnswer(value, held[key])) changed[key] = value;
  }
  return changed as ApplicationDataPatch;
}
