import {
  DataPoints,
  type DataPointCondition,
  type DataPointTable,
  type LeadPath,
} from '@lf/contract';
import type { ChoiceList } from './choice-lists';
import type { FieldCondition, FieldDefinition } from './step-catalogue';

/** Where a field's data point is defined, and the lists its choices are read from. */
export interface DataPointSource {
  table?: DataPointTable;
  /** The shipped choice lists by name (choice-lists.ts): a page with no choice needs none. */
  lists?: Readonly<Record<string, ChoiceList>>;
}

/**
 * A page's field for a data point, as its entry in the contract's table defines it (decision
 * 0042): kind, rule, format, requirement, autocomplete, look-up, bounds, dates' range, width, the countries
 * that ask it, the answer it is asked on, the earlier answers it starts from and, for a choice,
 * its list. `page` is what this page does otherwise (its group, a requirement of its own).
 */
export function fieldOf(
  path: string,
  page: Partial<FieldDefinition> = {},
  { table = DataPoints, lists }: DataPointSource = {},
): FieldDefinition {
  const spec = table[path];
  if (!spec) throw new Error(`No data point "${path}" in the table`);
  const { kind, rule, format, plausibility, autoComplete, lookup, bounds, width, choices } = spec;
  const { dateRange, countries, when, prefilledFrom } = spec;
  const list = choices && (page.kind ?? kind) === 'choice' ? lists?.[choices.list] : undefined;
  if (choices && !list && (page.kind ?? kind) === 'choice') {
    throw new Error(`No choice list "${choices.list}" for "${path}"`);
  }
  return {
    // The table's keys are lead paths: the lead's schemas are made from them (lead-data.ts).
    path: path as LeadPath,
    kind,
    ...(rule ? { rule } : {}),
    ...(format ? { format } : {}),
    ...(plausibility ? { plausibility } : {}),
    required: spec.required ?? true,
    ...(autoComplete ? { autoComplete } : {}),
    ...(lookup ? { lookup } : {}),
    ...(choices && list
      ? {
          options: {
            list: choices.list,
            ...list,
            control: choices.control,
            ...(choices.labels ? { labels: choices.labels } : {}),
            ...(choices.alsoText ? { alsoText: choices.alsoText } : {}),
          },
        }
      : {}),
    ...(bounds ? { bounds } : {}),
    ...(dateRange ? { dateRange } : {}),
    ...(width ? { width } : {}),
    ...(countries ? { countries } : {}),
    // Its condition names a data point by lead path, as the table's keys do.
    ...(when ? { when: byLeadPath(when) } : {}),
    ...(prefilledFrom ? { prefilledFrom: prefilledFrom as readonly LeadPath[] } : {}),
    ...page,
  };
}

/** The fields of data points that name `pageId` among the pages that ask them (`askedOn`). */
export function askedOnPage(
  pageId: string,
  listed: readonly FieldDefinition[],
  source: DataPointSource = {},
): FieldDefinition[] {
  const table = source.table ?? DataPoints;
  return Object.entries(table)
    .filter(
      ([path, spec]) => spec.askedOn?.includes(pageId) && !listed.some((f) => f.path === path),
    )
    .map(([path]) => fieldOf(path, {}, source));
}

/** A condition of the table as a field's: each data point it hangs on named by lead path. */
function byLeadPath({ path, and, ...answers }: DataPointCondition): FieldCondition {
  return { path: path as LeadPath, ...answers, ...(and ? { and: byLeadPath(and) } : {}) };
}
