// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, test } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(root, 'node_modules', '.bin', 'vitest');

/**
 * Where each project's tests live: the fixture goes there so the project's own config runs it. The
 * web app is two projects (components in jsdom, the rest in Node): its one run checks both, under
 * the name it had as one project, so the test keeps its title.
 */
const projects = [
  {
    name: 'contract',
    fixtures: [{ project: 'contract', folder: 'packages/contract/src', ext: 'ts' }],
  },
  {
    name: 'sandbox-api',
    fixtures: [{ project: 'sandbox-api', folder: 'apps/sandbox-api/src', ext: 'ts' }],
  },
  {
    name: 'web',
    fixtures: [
      { project: 'web-dom', folder: 'apps/web/src', ext: 'tsx' },
      { project: 'web-node', folder: 'apps/web/src', ext: 'ts' },
    ],
  },
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
    ({ name, fixtures }) => {
      const files = fixtures.map(({ project, folder, ext }) =>
        path.join(root, folder, `only-guard-${process.pid}-${project}.test.${ext}`),
      );
      for (const file of files) writeFileSync(file, fixture);
      try {
        const withoutCi = Object.fromEntries(
          Object.entries(process.env).filter(([key]) => key !== 'CI'),
        );
        const run = spawnSync(
          vitest,
          [
            'run',
            ...fixtures.flatMap(({ project }) => ['--project', project]),
            ...files.map((file) => path.relative(root, file)),
            '--reporter=dot',
          ],
          { cwd: root, encoding: 'utf8', env: { ...withoutCi, FORCE_COLOR: '0' }, timeout: 60_000 },
        );
        const output = stripVTControlCharacters(run.stdout + run.stderr);
        expect(run.status, output).not.toBe(0);
        expect(output, name).toMatch(/\.only/);
        // Every project's fixture failed, not only the first one's.
        expect(output, name).toMatch(new RegExp(`Test Files\\s+${files.length} failed`));
        for (const file of files) expect(output, name).toContain(path.basename(file));
      } finally {
        for (const file of files) rmSync(file, { force: true });
      }
    },
  );
});
