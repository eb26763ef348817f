// A throwaway copy of this repository (its tracked and unignored files, as the working tree has
// them), sharing the installed node_modules by symbolic links: what a clean clone would hold,
// for the tests that scaffold a brand (decision 0038) without touching the repository.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The copy's folder: every file git would commit, and links to each node_modules. */
export function copyRepository(root) {
  const copy = mkdtempSync(path.join(tmpdir(), 'brand-new-'));
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  for (const file of files) cpSync(path.join(root, file), path.join(copy, file));
  for (const folder of ['.', 'apps/web', 'apps/sandbox-api', 'packages/contract']) {
    const modules = path.join(root, folder, 'node_modules');
    if (existsSync(modules)) symlinkSync(modules, path.join(copy, folder, 'node_modules'));
  }
  return copy;
}

/** Every file of the copy (node_modules and builds aside) and a hash of its content. */
export function fileHashes(copy) {
  const hashes = new Map();
  const listed = execFileSync(
    'find',
    ['.', '-type', 'f', '-not', '-path', '*/node_modules/*', '-not', '-path', '*/dist*/*'],
    {
      cwd: copy,
      encoding: 'utf8',
    },
  );
  for (const file of listed.split('\n').filter(Boolean)) {
    const name = file.slice(2);
    hashes.set(
      name,
      createHash('sha256')
        .update(readFileSync(path.join(copy, name)))
        .digest('hex'),
    );
  }
  return hashes;
}

/** The files added, changed or removed between two `fileHashes`. */
export function changedFiles(before, after) {
  return [...new Set([...before.keys(), ...after.keys()])]
    .filter((file) => before.get(file) !== after.get(file))
    .sort();
}

export function removeCopy(copy) {
  rmSync(copy, { recursive: true, force: true });
}
