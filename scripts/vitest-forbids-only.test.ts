// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(root, 'node_modules', '.bin', 'vitest');

/** Where each project's tests live: the fixture goes there so the project's own config runs it. */
const projects = [
  { name: 'contract', folder: 'packages/contract/src' },
  { name: 'sandbox-api', folder: 'apps/sandbox-api/src' },
  { name: 'web', folder: 'apps/web/src' },
] as const;

// Written out only into a temporary file: the focus is assembled so this file itself never
// carries one (a search for focused tests finds none here).
const focus = ['only'].join('');
const fixture = `import { expect, test } from 'vitest';
test.${focus}('a focused test', () => expect(1).toBe(1));
test('a test the focus would silently skip', () => expect(1).toBe(1));
`;

/**
 * A forgotten `.only` skips every other test of its file while the run stays green. It must fail
 * the run everywhere, not only where CI happens to be set (house style: ".only fails CI").
 */
describe('vitest configuration', () => {
  test.each(projects)(
    'a .only fails the $name project’s run, with or without CI',
    ({ name, folder }) => {
      const file = path.join(root, folder, `only-guard-${process.pid}-${name}.test.ts`);
      writeFileSync(file, fixture);
      try {
        const withoutCi = Object.fromEntries(
          Object.entries(process.env).filter(([key]) => key !== 'CI'),
        );
        const run = spawnSync(
          vitest,
          ['run', '--project', name, path.relative(root, file), '--reporter=dot'],
          { cwd: root, encoding: 'utf8', env: { ...withoutCi, FORCE_COLOR: '0' }, timeout: 60_000 },
        );
        expect(run.status, run.stdout + run.stderr).not.toBe(0);
        expect(run.stdout + run.stderr).toMatch(/\.only/);
      } finally {
        rmSync(file, { force: true });
      }
    },
  );
});
