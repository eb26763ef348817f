import type { Queryable } from './database.js';

/** A table whose heap holds fewer rows than its primary key's index: its file was cut short. */
export class TableCutShort extends Error {
  override readonly name = 'TableCutShort';
}

const ALL_SCANS_ON = {
  enable_seqscan: 'on',
  enable_indexscan: 'on',
  enable_indexonlyscan: 'on',
  enable_bitmapscan: 'on',
} as const;

/** Sets the planner's scan switches for this connection. */
async function setScans(db: Queryable, settings: Record<string, 'on' | 'off'>): Promise<void> {
  for (const [name, value] of Object.entries(settings)) {
    await db.query('SELECT set_config($1, $2, false)', [name, value]);
  }
}

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Counts each table with a primary key twice, once through its index and once through its heap
 * (the table file itself), and throws TableCutShort when they differ or the heap cannot be read:
 * a table file cut short (a full disk, a copy stopped half-way) otherwise goes unnoticed, the
 * database serving the rows that remain. For the embedded database at start-up; a count of a
 * sandbox's tables takes milliseconds.
 */
export async function checkTablesWhole(db: Queryable): Promise<void> {
  const tables = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_index i
     JOIN pg_class c ON c.oid = i.indrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE i.indisprimary AND n.nspname = 'public'
     ORDER BY c.relname`,
  );
  for (const { name } of tables) {
    const count = async () => {
      const [row] = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM ${quoted(name)}`,
      );
      return row?.count ?? 0;
    };
    let indexed: number;
    let stored: number;
    try {
      // Through the index alone (a bitmap scan would skip the blocks that are gone, silently);
      // where the heap is not marked all-visible, reading a missing block is an error.
      await setScans(db, { enable_seqscan: 'off', enable_bitmapscan: 'off' });
      indexed = await count();
      await setScans(db, {
        enable_seqscan: 'on',
        enable_indexscan: 'off',
        enable_indexonlyscan: 'off',
      });
      stored = await count();
    } catch (error) {
      throw new TableCutShort(
        `table ${name} cannot be read whole (${error instanceof Error ? error.message : String(error)})`,
        { cause: error },
      );
    } finally {
      await setScans(db, ALL_SCANS_ON).catch(() => undefined);
    }
    if (indexed !== stored) {
      throw new TableCutShort(
        `table ${name} holds ${stored} readable rows of the ${indexed} its index lists`,
      );
    }
  }
}
