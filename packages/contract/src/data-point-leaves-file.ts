import type { DataPointLeaf, DataPointLeafTable } from './data-points.js';

/** A table's leaves: each data point's kind and, for a count, its bounds. */
export function leavesTableOf(table: DataPointLeafTable): Record<string, DataPointLeaf> {
  return Object.fromEntries(
    Object.entries(table).map(([path, { kind, bounds }]) => [
      path,
      bounds ? { kind, bounds: { min: bounds.min, max: bounds.max } } : { kind },
    ]),
  );
}

function leafText({ kind, bounds }: DataPointLeaf): string {
  return bounds
    ? `{ kind: '${kind}', bounds: { min: ${bounds.min}, max: ${bounds.max} } }`
    : `{ kind: '${kind}' }`;
}

/**
 * later-data-point-leaves.ts as `npm run data-points:leaves --workspace packages/contract` writes
 * it from the table of the data points no first page asks (decision 0042).
 */
export function laterLeavesFileText(table: DataPointLeafTable): string {
  const entries = Object.entries(leavesTableOf(table)).map(
    ([path, leaf]) => `  '${path}': ${leafText(leaf)},\n`,
  );
  return [
    '// Written by `npm run data-points:leaves --workspace packages/contract` from\n',
    '// later-data-points.ts (decision 0042): edit that table, then run it.\n',
    "import type { DataPointLeafTable } from './data-points.js';\n",
    '\n',
    '/**\n',
    ' * The kinds (and bounds) of the data points no first page asks: the lead’s schemas on the first\n',
    ' * page are made from these, the pages and the lead API’s checks from their whole entries.\n',
    ' */\n',
    'export const LaterDataPointLeaves = {\n',
    ...entries,
    '} as const satisfies DataPointLeafTable;\n',
  ].join('');
}
