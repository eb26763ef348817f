import * as z from 'zod/mini';
import { LEAD_DATA_PATH_LIST, type LeadData } from './lead-data.js';

type Leaf<T> = NonNullable<T>;
/** A group of named data points (personalDetails), not a list or a free record (policies). */
type IsGroup<T> =
  Leaf<T> extends readonly unknown[]
    ? false
    : Leaf<T> extends Record<string, unknown>
      ? string extends keyof Leaf<T>
        ? false
        : true
      : false;

/**
 * A lead data point by its dotted path (spec section 3): `amount`, `personalDetails.firstName`,
 * `contactDetails.marketingConsents`. Steps name their fields by it, so a mistyped path is a type
 * error, not a silently dropped answer.
 */
export type LeadPath = {
  [K in keyof LeadData & string]: IsGroup<LeadData[K]> extends true
    ? `${K}.${keyof Leaf<LeadData[K]> & string}`
    : K;
}[keyof LeadData & string];

/** Every lead data path: what a flow configuration may name. */
export const LeadDataPaths = LEAD_DATA_PATH_LIST as readonly LeadPath[];

const known = new Set<string>(LeadDataPaths);

export function isLeadPath(path: string): path is LeadPath {
  return known.has(path);
}

/**
 * A data point by its dotted path, one the contract has (`personalDetails.firstName`). It lives
 * here, beside the paths, so that the lead request schemas can use it without an import cycle.
 */
export const LeadPathSchema = z.custom<LeadPath>(
  (value) => typeof value === 'string' && isLeadPath(value),
  { error: 'Expected a data point of the lead' },
);
