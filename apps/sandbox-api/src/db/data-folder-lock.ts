import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

/** The file that marks a data folder as open, holding the owner's process id. */
export const LOCK_FILE_NAME = 'sandbox-api.pid';

/** Another running process holds the data folder: two writers would lose each other's leads. */
export class DataFolderInUse extends Error {
  override readonly name = 'DataFolderInUse';

  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${pid}. Stop that process, or give this ` +
        `one another DATA_DIR. If no such process runs, delete ${path.join(dataDir, LOCK_FILE_NAME)}.`,
    );
  }
}

/** The folder holds something the embedded database cannot open: damaged, or not its own. */
export class DataFolderUnreadable extends Error {
  override readonly name = 'DataFolderUnreadable';

  constructor(
    readonly dataDir: string,
    cause: unknown,
  ) {
    super(
      `The data folder ${dataDir} cannot be opened: it may be damaged, or hold another program's ` +
        `files (${cause instanceof Error ? cause.message : String(cause)}). Restore it from a ` +
        'backup, or move it away to start with an empty one.',
      { cause },
    );
  }
}

export interface DataFolderLock {
  /** Frees the folder for the next process; safe to call twice. */
  release(): Promise<void>;
}

/** True while a process with this id runs (EPERM: it runs as another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function ownerOf(lockFile: string): Promise<number | undefined> {
  const text = await readFile(lockFile, 'utf8').catch(() => '');
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
}

/**
 * Marks `dataDir` as this process's, or throws `DataFolderInUse` when a running process marked it.
 * A mark left by a process that died (kill -9, a crash) is taken over, so a restart never waits;
 * so is one with this process's own id (a container restarted gives the same id again).
 */
export async function lockDataFolder(dataDir: string): Promise<DataFolderLock> {
  const lockFile = path.join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      // `wx`: created only if absent, atomically, so two starting processes cannot both win.
      const handle = await open(lockFile, 'wx', 0o600);
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          await rm(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = await ownerOf(lockFile);
    if (owner !== undefined && owner !== process.pid && isRunning(owner)) {
      throw new DataFolderInUse(dataDir, owner);
    }
    // Left behind by a process that no longer runs (or half written): take the folder over.
    await rm(lockFile, { force: true });
  }
  const owner = (await ownerOf(lockFile)) ?? 0;
  throw new DataFolderInUse(dataDir, owner);
}
