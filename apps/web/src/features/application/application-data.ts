import type { LeadData, LeadDataPatch } from '@lf/contract';
import type { Bounds } from '../../config/brand-config-schema';
import { clampToBounds, initialValue } from '../../config/clamp-to-bounds';
import { isPlainObject } from '../../lib/is-plain-object';

/** The application as the browser keeps it (spec section 3): lead data, its id, the loan chosen. */
export type ApplicationData = LeadData & { id?: string; amount: number; period: number };

/** Every lead this front end makes is tagged with this marker first (spec section 3). */
export const UI_TAG = 'UI';
/** The lead contract takes at most 50 tags. */
export const MAX_TAGS = 50;

/** Tags start with the UI marker and merge without duplicates, in the order first seen. */
export function mergeTags(...lists: readonly (readonly string[] | undefined)[]): string[] {
  return [...new Set([UI_TAG, ...lists.flatMap((list) => list ?? [])])].slice(0, MAX_TAGS);
}

export interface LoanBounds {
  amount: Bounds;
  period: Bounds;
}

/** A new application: the brand's amount and its configured default period, and the UI tag. */
export function defaultApplicationData(loan: LoanBounds): ApplicationData {
  return { amount: initialValue(loan.amount), period: initialValue(loan.period), tags: [UI_TAG] };
}

/** Stored amount and period are brought into the brand's bounds; missing ones take the default. */
export function withLoanDefaults(
  data: Partial<ApplicationData>,
  loan: LoanBounds,
): ApplicationData {
  return {
    ...data,
    amount:
      data.amount === undefined
        ? initialValue(loan.amount)
        : clampToBounds(data.amount, loan.amount),
    period:
      data.period === undefined
        ? initialValue(loan.period)
        : clampToBounds(data.period, loan.period),
    tags: mergeTags(data.tags),
  };
}

/** A patch of the application data: like a lead request, an answer may be `null` to remove it. */
export type ApplicationDataPatch = LeadDataPatch & {
  id?: string;
  amount?: number;
  period?: number;
};

/** A group's answers without the removed ones (`null`, `undefined`). */
function withoutRemoved(group: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(group).filter(([, value]) => value !== null && value !== undefined),
  );
}

/**
 * Merges a patch into the application data: groups such as personalDetails merge field by field,
 * tags merge without duplicates, every other value is replaced; a `null` answer is removed, so
 * the data kept never holds one.
 */
export function mergeApplicationData(
  current: ApplicationData,
  patch: ApplicationDataPatch | Partial<ApplicationData>,
): ApplicationData {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    const existing = next[key];
    if (key === 'tags') next.tags = mergeTags(current.tags, value as string[] | undefined);
    else if (value === null) next[key] = undefined;
    else if (isPlainObject(value)) {
      next[key] = withoutRemoved({ ...(isPlainObject(existing) ? existing : {}), ...value });
    } else next[key] = value;
  }
  return withoutRemoved(next) as ApplicationData;
}
