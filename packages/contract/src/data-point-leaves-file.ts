import type { DataPointLeafSpec, DataPointLeafTable } from './data-points.js';

/** What later-data-point-leaves.ts holds: the top level's leaves, and each section's by its key. */
export interface WrittenLeaves {
  top: Record<string, DataPointLeafSpec>;
  sections: Record<string, Record<string, DataPointLeafSpec>>;
}

/** A table's leaves as written: a kind, or a count's kind and bounds, grouped by section. */
export function writtenLeavesOf(table: DataPointLeafTable): WrittenLeaves {
  const written: WrittenLeaves = { top: {}, sections: {} };
  for (const [path, { kind, bounds }] of Object.entries(table)) {
    // A date's bounds are ages, checked by the pages: the lead's schema takes any date.
    const spec: DataPointLeafSpec =
      kind === 'count' && bounds ? [kind, bounds.min, bounds.max] : kind;
    const [section, leaf] = path.split('.');
    if (leaf === undefined) written.top[path] = spec;
    else (written.sections[section as string] ??= {})[leaf] = spec;
  }
  return written;
}

const specText = (spec: DataPointLeafSpec) =>
  typeof spec === 'string' ? `'${spec}'` : `['${spec[0]}', ${spec[1]}, ${spec[2]}]`;

const entriesText = (specs: Record<string, DataPointLeafSpec>, indent: string) =>
  Object.entries(specs).map(([name, spec]) => `${indent}${name}: ${specText(spec)},\n`);

/**
 * later-data-point-leaves.ts as `npm run data-points:leaves --workspace packages/contract` writes
 * it from the table of the data points no first page asks (decision 0042).
 */
export function laterLeavesFileText(table: DataPointLeafTable): string {
  const { top, sections } = writtenLeavesOf(table);
  return [
    '// Written by `npm run data-points:leaves --workspace packages/contract` from\n',
    '// later-data-points.ts (decision 0042): edit that table, then run it.\n',
    "import type { DataPointLeafSpec } from './data-points.js';\n",
    '\n',
    '/*\n',
    ' * The kinds (a count’s with its bounds) of the data points no first page asks: the lead’s\n',
    ' * schemas on the first page are made from these, the pages and the lead API’s checks from\n',
    ' * their whole entries.\n',
    ' */\n',
    '\n',
    '/** At the top of the lead. */\n',
    'export const LaterTopLevelLeaves = {\n',
    ...entriesText(top, '  '),
    '} as const satisfies Record<string, DataPointLeafSpec>;\n',
    '\n',
    '/** By section, then leaf. */\n',
    'export const LaterSectionLeaves = {\n',
    ...Object.entries(sections).flatMap(([section, specs]) => [
      `  ${section}: {\n`,
      ...entriesText(specs, '    '),
      '  },\n',
    ]),
    '} as const satisfies Record<string, Record<string, DataPointLeafSpec>>;\n',
  ].join('');
}
