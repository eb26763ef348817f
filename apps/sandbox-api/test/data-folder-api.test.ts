import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRODUCT_ID } from '@lf/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  DataFolderInUse,
  DataFolderUnreadable,
  LOCK_FILE_NAME,
  lockDataFolder,
  processStartTime,
} from '../src/db/data-folder-lock.js';
import { runMigrations } from '../src/db/migrations.js';
import { openPgliteDatabase } from '../src/db/pglite-database.js';

/** tsx as a loader, so the API runs in the spawned process itself (the CLI would start a second). */
const tsxLoader = createRequire(import.meta.url).resolve('tsx');
const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

let parent: string;

beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'sandbox-folder-'));
});

/** Every API this file starts: none outlives it, even when a test fails half-way. */
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  await rm(parent, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  /** Resolves with the port once it listens, or rejects with its stderr when it exits first. */
  listening: Promise<number>;
  exited: Promise<{ code: number | string | null; stderr: string }>;
}

function startApi(dataDir: string): Started {
  const child = spawn(process.execPath, ['--import', tsxLoader, main], {
    env: { PATH: process.env.PATH, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | string | null; stderr: string }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code: code ?? signal, stderr })),
  );
  const listening = new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const port = /listening on http:\/\/[^:]+:(\d+)/.exec(stdout)?.[1];
      if (port) resolve(Number(port));
    });
    void exited.then(({ code, stderr: text }) => reject(new Error(`exited ${code}: ${text}`)));
  });
  return { child, listening, exited };
}

async function modesUnder(folder: string): Promise<{ name: string; mode: number }[]> {
  const entries = await readdir(folder, { recursive: true });
  return Promise.all(
    [folder, ...entries.map((entry) => path.join(folder, entry))].map(async (name) => ({
      name,
      mode: (await stat(name)).mode & 0o777,
    })),
  );
}

describe('the data folder', () => {
  test('belongs to one process at a time, is private to its user, and is free again after kill -9', async () => {
    const dataDir = path.join(parent, 'data');
    const first = startApi(dataDir);
    const port = await first.listening;
    // Files the database creates as it runs are private too.
    for (let n = 0; n < 20; n += 1) {
      const response = await fetch(`http://127.0.0.1:${port}/v3/lead`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ product: PRODUCT_ID, tags: [randomBytes(200).toString('hex')] }),
      });
      expect(response.status).toBe(201);
    }

    const second = startApi(dataDir);
    second.listening.catch(() => undefined);
    const refused = await second.exited;
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `The data folder ${dataDir} is in use by process ${first.child.pid}`,
    );

    const modes = await modesUnder(dataDir);
    expect(modes.length).toBeGreaterThan(10);
    expect(
      modes
        .filter(({ mode }) => (mode & 0o077) !== 0)
        .map(({ name, mode }) => `${name} ${mode.toString(8)}`),
    ).toEqual([]);

    first.child.kill('SIGKILL');
    await first.exited;
    const third = startApi(dataDir);
    const thirdPort = await third.listening;
    expect((await fetch(`http://127.0.0.1:${thirdPort}/health`)).status).toBe(200);
    third.child.kill('SIGTERM');
    expect((await third.exited).code).toBe(0);
    // A clean stop frees the folder.
    await expect(stat(path.join(dataDir, LOCK_FILE_NAME))).rejects.toThrow();
  }, 90_000);
});

describe('a damaged data folder', () => {
  test('stops start-up with a message saying what to do, and leaves the folder free', async () => {
    const dataDir = await mkdtemp(path.join(parent, 'damaged-'));
    await mkdir(path.join(dataDir, 'global'));
    await writeFile(path.join(dataDir, 'PG_VERSION'), '17\n');
    await writeFile(path.join(dataDir, 'global', 'pg_control'), randomBytes(8192));
    const error = await openPgliteDatabase(dataDir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataFolderUnreadable);
    expect((error as Error).message).toContain(`The data folder ${dataDir} cannot be opened`);
    await expect(stat(path.join(dataDir, LOCK_FILE_NAME))).rejects.toThrow();
  });
});

describe('a data folder whose table file was cut short', () => {
  test.each([
    ['freshly written', false],
    ['vacuumed (its index alone can count it)', true],
  ])(
    '%s: stops start-up naming the table, instead of serving the rows that remain',
    async (_, vacuumed) => {
      const dataDir = await mkdtemp(path.join(parent, 'cut-'));
      const db = await openPgliteDatabase(dataDir);
      await runMigrations(db);
      await db.query(
        `INSERT INTO leads (id, product, data, application_state, lead_status, created_at,
                          updated_at, expires_at)
       SELECT gen_random_uuid(), 'p', jsonb_build_object('n', n, 'pad', repeat('x', 200)), 1, 1,
              now(), now(), now()
       FROM generate_series(1, 3000) AS n`,
      );
      const [file] = await db.query<{ path: string }>(
        "SELECT pg_relation_filepath('leads') AS path",
      );
      if (vacuumed) await db.exec('VACUUM leads');
      await db.exec('CHECKPOINT');
      await db.close();
      // Whole, it opens; its leads file cut to its first page, it must not.
      await (await openPgliteDatabase(dataDir)).close();
      await truncate(path.join(dataDir, file?.path ?? 'missing'), 8192);

      const error = await openPgliteDatabase(dataDir).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DataFolderUnreadable);
      expect((error as Error).message).toMatch(
        /table leads (holds \d+ readable rows of the 3000|cannot be read whole)/,
      );
      await expect(stat(path.join(dataDir, LOCK_FILE_NAME))).rejects.toThrow();
    },
    60_000,
  );
});

describe('lockDataFolder', () => {
  test('refuses a folder a running process holds, and frees it on release', async () => {
    const dataDir = await mkdtemp(path.join(parent, 'lock-'));
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      // As that process would have marked it: its id and when it started.
      const started = child.pid === undefined ? undefined : await processStartTime(child.pid);
      await writeFile(path.join(dataDir, LOCK_FILE_NAME), `${child.pid} ${started}\n`);
      const error = await lockDataFolder(dataDir).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DataFolderInUse);
      expect((error as DataFolderInUse).pid).toBe(child.pid);
    } finally {
      child.kill('SIGKILL');
    }
    await new Promise((resolve) => child.once('exit', resolve));
    // The holder died: its mark is taken over.
    const lock = await lockDataFolder(dataDir);
    await expect(lockDataFolder(dataDir)).resolves.toBeDefined(); // own id: taken over too
    await lock.release();
    await expect(stat(path.join(dataDir, LOCK_FILE_NAME))).rejects.toThrow();
  });

  test('a mark whose id another, later-started program has now is taken over', async () => {
    const dataDir = await mkdtemp(path.join(parent, 'lock-'));
    const unrelated = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      const started =
        unrelated.pid === undefined ? undefined : await processStartTime(unrelated.pid);
      expect(started, 'this machine tells when a process started').toMatch(/^\d+$/);
      // A sandbox that died left its mark; the system gave its id to another program since.
      await writeFile(
        path.join(dataDir, LOCK_FILE_NAME),
        `${unrelated.pid} ${Number(started) - 1}\n`,
      );
      const lock = await lockDataFolder(dataDir);
      await lock.release();
    } finally {
      unrelated.kill('SIGKILL');
    }
  });

  test('a half-written mark does not keep the folder', async () => {
    const dataDir = await mkdtemp(path.join(parent, 'lock-'));
    await writeFile(path.join(dataDir, LOCK_FILE_NAME), '');
    const lock = await lockDataFolder(dataDir);
    await lock.release();
  });
});
