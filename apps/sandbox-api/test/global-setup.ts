import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a freshly initialised PGlite data folder (no migrations applied). */
    pgliteTemplate: string;
  }
}

/** The installed PGlite's version (its package.json is not exported, so read beside its entry). */
function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8');
  const { version } = JSON.parse(manifest) as { version: string };
  return version;
}
const cacheFolder = new URL('../node_modules/.cache/sandbox-api/', import.meta.url);

/**
 * Creating a PGlite runs initdb, seconds of CPU; loading a dump of one takes about one. The dump
 * is made once per PGlite version and kept in node_modules/.cache, so test files start fast.
 */
export default async function setup(project: TestProject): Promise<void> {
  const pgliteVersion = installedPgliteVersion();
  const template = new URL(`pglite-${pgliteVersion}.tar`, cacheFolder);
  if (!existsSync(template)) {
    const pglite = await PGlite.create();
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    await mkdir(cacheFolder, { recursive: true });
    const partial = new URL(`pglite-${pgliteVersion}.${process.pid}.partial`, cacheFolder);
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, template);
  }
  project.provide('pgliteTemplate', template.pathname);
}
