import type { Flow, FlowStep } from './flow-config';
import { conditionsOf, ruledOutBy } from '@lf/contract';
import type { FieldCondition, FieldDefinition } from './step-catalogue';
import { answerAt, isRuledOut } from './step-answers';
import { fieldsOf, withFields } from './step-fields';

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
  const elsewhere = (field: FieldDefinition) =>
    conditionsOf(field.when).filter((condition) => !here.has(condition.path));
  if (!fields.some((field) => elsewhere(field).length > 0)) return fields;
  return fields.flatMap((field) => {
    const decided = elsewhere(field);
    if (decided.length === 0) return [field];
    // Each on its own: the condition it goes on to (`and`) is decided where its answer is.
    if (decided.some((link) => ruledOutBy({ ...link, and: undefined }, data, answerAt))) return [];
    // What is left of the condition hangs on this page's answers (isFieldAsked follows them).
    const left = conditionsOf(field.when)
      .filter((condition) => here.has(condition.path))
      .reduceRight<FieldCondition | undefined>((and, link) => ({ ...link, and }), undefined);
    return [{ ...field, when: left }];
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

/**
 * Everything a page takes from the answers as it opens (the step form's `openedWith`): which of
 * its fields another page's answer rules out, and its groups' answers (its fields' first values,
 * and the answers it sends as removed when they are gone). Two openings with the same print draw
 * the same page (decision 0044).
 */
export function openedPrint(page: FlowStep, data: Readonly<Record<string, unknown>>): string {
  const { fields } = withFields(page);
  const groups = [...new Set(fields.map((field) => field.path.split('.')[0] ?? ''))];
  return JSON.stringify([
    withAnswersElsewhere(fields, data).map((field) => field.path),
    groups.map((group) => data[group] ?? null),
  ]);
}
