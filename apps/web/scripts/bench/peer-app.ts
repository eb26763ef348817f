// The peer (../shared/peers/rjsf beside the repository, or BENCH_PEER_DIR): the same classic form
// built with react-jsonschema-form on React 19. Nothing of it is committed here: the bench copies
// it under node_modules/.cache, installs and builds it there (once per content of its files), and
// serves its dist with vite preview.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sparePort, waitUntilServed } from './spare-port';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const PEER_DIR = process.env.BENCH_PEER_DIR ?? path.resolve(root, '../shared/peers/rjsf');
/** Where the peer is served, as its vite.config.ts sets `base`. */
const PEER_BASE = '/application-frontend/';
const SKIPPED = new Set(['node_modules', 'dist', '.git']);

/** The peer's own files (not its install or build), relative to its folder, sorted. */
function sourceFiles(folder: string, under = ''): string[] {
  return readdirSync(path.join(folder, under), { withFileTypes: true })
    .filter((entry) => !SKIPPED.has(entry.name))
    .flatMap((entry) => {
      const relative = path.join(under, entry.name);
      return entry.isDirectory() ? sourceFiles(folder, relative) : [relative];
    })
    .sort();
}

/** A hash of every file of the peer: its copy is built again only when one changes. */
function peerHash(folder: string): string {
  const hash = createHash('sha256');
  for (const file of sourceFiles(folder)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(folder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The built copy's folder: `npm ci` and `npm run build -- --manifest`, once per hash. */
export function buildPeer(): string {
  if (!existsSync(path.join(PEER_DIR, 'package.json')))
    throw new Error(`No peer at ${PEER_DIR}: set BENCH_PEER_DIR to the rjsf peer's folder`);
  const copy = path.join(root, 'node_modules/.cache/bench-peer', peerHash(PEER_DIR));
  const built = path.join(copy, '.bench-built');
  if (existsSync(built)) {
    console.log(`The peer, built before: ${path.relative(root, copy)}`);
    return copy;
  }
  console.log(`Building the peer in ${path.relative(root, copy)} (npm ci, npm run build)`);
  rmSync(copy, { recursive: true, force: true });
  cpSync(PEER_DIR, copy, {
    recursive: true,
    filter: (source) => !SKIPPED.has(path.basename(source)),
  });
  const run = (args: string[]) =>
    execFileSync('npm', args, { cwd: copy, stdio: ['ignore', 'ignore', 'inherit'] });
  run(['ci', '--no-audit', '--no-fund']);
  // The manifest tells the first page's files, counted as the product's are.
  run(['run', 'build', '--', '--manifest']);
  writeFileSync(built, `${new Date().toISOString()}\n`);
  return copy;
}

export interface PeerServer {
  /** The peer's first page. */
  url: string;
  stop: () => void;
}

/** Serves the built copy's dist with its own vite preview (started directly, not through npx). */
export async function servePeer(copy: string): Promise<PeerServer> {
  const port = await sparePort();
  const server = spawn(
    path.join(copy, 'node_modules/.bin/vite'),
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: copy, stdio: 'ignore' },
  );
  const stop = () => {
    server.kill('SIGTERM');
  };
  const url = `http://127.0.0.1:${port}${PEER_BASE}`;
  try {
    await waitUntilServed(url);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}
