// @ts-check
// npm run test:mutation [-- [--force] [group ...]]: Stryker over each group of deciding modules
// in turn (issue 35; the groups are in scripts/mutation/groups.mjs), then a table of each group's
// mutation score and time. It fails when a run fails or a group scores under 80 %. Not part of
// `npm test`: a full run takes many minutes on a two-core machine.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { mutationGroupNamed, mutationGroups } from './mutation/groups.mjs';
import { mutationScore } from './mutation/score.mjs';

const TARGET = 80;

// The machine is shared: mutation testing yields to whatever else runs (its children inherit this).
try {
  setPriority(19);
} catch {
  // Not allowed here: run at the priority we have.
}

// Options (`--force`: test every mutant again) go to Stryker; other arguments name groups.
const options = process.argv.slice(2).filter((argument) => argument.startsWith('-'));
const names = process.argv.slice(2).filter((argument) => !argument.startsWith('-'));
const groups = names.length > 0 ? names.map(mutationGroupNamed) : mutationGroups;

/** @type {{ name: string, seconds: number, status: string, score?: ReturnType<typeof mutationScore> }[]} */
const results = [];
for (const group of groups) {
  console.log(`\n▶ mutation group ${group.name}: ${group.mutate.join(' ')}`);
  const begin = Date.now();
  const { status } = spawnSync('npx', ['stryker', 'run', ...options, 'stryker.config.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_GROUP: group.name },
  });
  const seconds = (Date.now() - begin) / 1000;
  if (status !== 0) {
    results.push({ name: group.name, seconds, status: `stryker failed (exit ${status})` });
    continue;
  }
  const report = JSON.parse(readFileSync(`reports/mutation/${group.name}/mutation.json`, 'utf8'));
  const score = mutationScore(report);
  const status_ = score.score >= TARGET ? 'passed' : `under ${TARGET} %`;
  results.push({ name: group.name, seconds, status: status_, score });
}

const minutes = (/** @type {number} */ seconds) =>
  `${Math.floor(seconds / 60)}m ${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
const width = Math.max(...results.map(({ name }) => name.length), 'group'.length);
console.log(
  `\nMutation score by group (target ${TARGET} %; reports in reports/mutation/<group>/):`,
);
console.log(`  ${'group'.padEnd(width)}   score  killed  survived  no cov     time  status`);
for (const { name, seconds, status, score } of results) {
  const cells = score
    ? [
        `${score.score.toFixed(1)} %`.padStart(7),
        String(score.killed + score.timedOut).padStart(6),
        String(score.survived).padStart(8),
        String(score.noCoverage).padStart(6),
      ]
    : ['-'.padStart(7), '-'.padStart(6), '-'.padStart(8), '-'.padStart(6)];
  console.log(
    `  ${name.padEnd(width)} ${cells.join('  ')}  ${minutes(seconds).padStart(7)}  ${status}`,
  );
}
process.exit(results.every(({ status }) => status === 'passed') ? 0 : 1);
