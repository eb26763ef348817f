import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * The file that marks a data folder as open, holding the owner's process id and, where the system
 * tells (Linux's /proc), when that process started: a process id is reused, and a mark naming a
 * live process that started at another time is another program's, not a sandbox's.
 */
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

/** When process `pid` started, in clock ticks since boot (/proc/<pid>/stat); undefined elsewhere. */
export async function processStartTime(pid: number): Promise<string | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  // The command name (field 2) may hold spaces and brackets: count from the last ')'.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Field 22 of the file, the 20th after the name.
  return fields?.[19];
}

/** The mark's process id and start time, as `lockDataFolder` writes them ("pid start"). */
async function ownerOf(lockFile: string): Promise<{ pid: number; startTime?: string } | undefined> {
  const [pidText = '', startTime] = (await readFile(lockFile, 'utf8').catch(() => ''))
    .trim()
    .split(/\s+/);
  const pid = Number.parseInt(pidText, 10);
  if (!Number.isSafeInteger(pid) || pid <= 0) return undefined;
  return startTime ? { pid, startTime } : { pid };
}

/** Whether the mark's process still runs: the same id, started when the mark says. */
async function holdsTheFolder(owner: { pid: number; startTime?: string }): Promise<boolean> {
  if (owner.pid === process.pid || !isRunning(owner.pid)) return false;
  if (owner.startTime === undefined) return true;
  const running = await processStartTime(owner.pid);
  return running === undefined || running === owner.startTime;
}

/**
 * Marks `dataDir` as this process's, or throws `DataFolderInUse` when a running process marked it.
 * A mark left by a process that died (kill -9, a crash) is taken over, so a restart never waits;
 * so is one with this process's own id (a container restarted gives the same id again), and one
 * whose id now belongs to a process started at another time (issue 36).
 */
export async function lockDataFolder(dataDir: string): Promise<DataFolderLock> {
  const lockFile = path.join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      // `wx`: created only if absent, atomically, so two starting processes cannot both win.
      const handle = await open(lockFile, 'wx', 0o600);
      const startTime = await processStartTime(process.pid);
      await handle.writeFile(`${process.pid}${startTime ? ` ${startTime}` : ''}\n`);
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
    if (owner !== undefined && (await holdsTheFolder(owner))) {
      throw new DataFolderInUse(dataDir, owner.pid);
    }
    // Left behind by a process that no longer runs, whose id another program now has, or half
    // written: take the folder over.
    await rm(lockFile, { force: true });
  }
  throw new DataFolderInUse(dataDir, (await ownerOf(lockFile))?.pid ?? 0);
}
