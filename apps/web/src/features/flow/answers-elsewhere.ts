import type { Flow } from './flow-config';
import type { FieldDefinition } from './step-catalogue';
import { answerAt, isRuledOut } from './step-answers';
import { fieldsOf } from './step-fields';

/**
 * What a page's fields owe to the answers given on other pages (loaded with the field catalogue,
 * never on a first page: a first page hangs on no other page's answer).
 */

/**
 * A page's fields as this applicant is asked them, given the answers given on other pages (`data`:
 * kept here and the lead's): a field that hangs on another page's answer is left out when that
 * answer rules it out (an employer, of a pensioner), else asked as any other field. A field that
 * hangs on an answer of this page still follows it as it changes (`isFieldAsked`).
 */
export function withAnswersElsewhere(
  fields: readonly FieldDefinition[],
  data: unknown,
): readonly FieldDefinition[] {
  const here = new Set<string>(fields.map((field) => field.path));
  if (!fields.some((field) => field.when && !here.has(field.when.path))) return fields;
  return fields.flatMap((field) => {
    if (!field.when || here.has(field.when.path)) return [field];
    return isRuledOut(field, data) ? [] : [{ ...field, when: undefined }];
  });
}

/**
 * A page's answers (`answers`, a patch of the lead) with every answer held (`held`: the lead as
 * the patch leaves it) that the applicant's answers now rule out, on any page of the flow, sent as
 * removed (`null`): an employer named before the income turned out to be a pension is then no
 * longer kept, sent, nor required. The page's own answers stay as given.
 */
export function withRuledOutRemoved(
  flow: Flow,
  answers: Readonly<Record<string, unknown>>,
  held: unknown,
): Record<string, unknown> {
  const patch: Record<string, unknown> = { ...answers };
  for (const field of flow.steps.flatMap(fieldsOf)) {
    const [group = '', key, ...deeper] = field.path.split('.');
    const given = answerAt(held, field.path);
    if (!key || deeper.length > 0 || given === undefined || given === null) continue;
    if (!isRuledOut(field, held)) continue;
    const own = patch[group];
    patch[group] = { [key]: null, ...(typeof own === 'object' && own !== null ? own : {}) };
  }
  return patch;
}
