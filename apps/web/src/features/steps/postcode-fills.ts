import { isPlainObject } from '../../lib/is-plain-object';

/**
 * What a postcode's look-up wrote into its address's fields (the town, the province, a Bucharest
 * sector): the postcode it was for, and each value it wrote, by field id. A field that still holds
 * what was written follows the postcode; a field the applicant changed is theirs, and stays.
 */
export interface PostcodeFill {
  postcode: string;
  written: Readonly<Record<string, string>>;
}

/** A page's fills, by the postcode field's id. */
export type PostcodeFills = Readonly<Record<string, PostcodeFill>>;

/** What a field holds now, as text. */
type ValueOf = (id: string) => string;

/**
 * The fields to empty once the postcode is `postcode`: those still holding what the look-up wrote
 * for another one (walked on kredit-klar-de: 80331's München stayed, and was saved, with 10115).
 */
export function leftByPostcode(
  fill: PostcodeFill | undefined,
  postcode: string,
  valueOf: ValueOf,
): string[] {
  if (!fill || fill.postcode === postcode) return [];
  return Object.entries(fill.written).flatMap(([id, written]) =>
    valueOf(id) === written ? [id] : [],
  );
}

/**
 * What the place found for `postcode` writes: into each field left empty or still holding what an
 * earlier look-up wrote (emptied where this place names none), never into one the applicant typed
 * into; and the fill that follows, of every field now holding what was written.
 */
export function placeWritten(
  fill: PostcodeFill | undefined,
  postcode: string,
  found: readonly (readonly [string, string])[],
  valueOf: ValueOf,
): { write: [string, string][]; fill: PostcodeFill } {
  const before = fill?.written ?? {};
  const write: [string, string][] = [];
  const written: Record<string, string> = {};
  for (const [id, value] of found) {
    const now = valueOf(id);
    if (now !== '' && now !== before[id]) continue;
    if (now !== value) write.push([id, value]);
    written[id] = value;
  }
  for (const [id, value] of Object.entries(before)) {
    if (!(id in written) && valueOf(id) === value) write.push([id, '']);
  }
  return { write, fill: { postcode, written } };
}

/** The fills kept in the tab's drafts (read as data from outside): what is not one is dropped. */
export function fillsOfDraft(draft: unknown): Record<string, PostcodeFill> {
  if (!isPlainObject(draft)) return {};
  return Object.fromEntries(
    Object.entries(draft).flatMap(([id, fill]) =>
      isPlainObject(fill) &&
      typeof fill.postcode === 'string' &&
      isPlainObject(fill.written) &&
      Object.values(fill.written).every((value) => typeof value === 'string')
        ? [[id, { postcode: fill.postcode, written: fill.written as Record<string, string> }]]
        : [],
    ),
  );
}
