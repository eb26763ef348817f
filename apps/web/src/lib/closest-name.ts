import { closest, distance } from 'fastest-levenshtein';

/**
 * The known name closest to a misspelt one ("personal-detials" -> "personal-details"), if it is
 * close enough to be the one meant: at most a third of its letters (and at least two) differ.
 */
export function closestName(name: string, known: Iterable<string>): string | undefined {
  const candidates = [...known];
  if (candidates.length === 0 || name === '') return undefined;
  const best = closest(name, candidates);
  const allowed = Math.max(2, Math.floor(name.length / 3));
  return distance(name, best) <= allowed && best !== name ? best : undefined;
}
