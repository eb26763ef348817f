// npm test: every stage in turn, the app built once for the budget and the end-to-end tests, and
// the time of each stage printed at the end (issue 35), so a slow stage shows in CI's log.
// A failed stage fails the run; the stages after it still run, unless they need what it made
// (no budget or end-to-end tests without a build), so one run tells everything that is wrong.
// Lint and types run side by side: each is one process on one core, and the machines have two;
// their output is held and printed whole when each ends, so the two never interleave.
// The tests that failed are repeated under the stage times, with why and where: CI keeps only the
// end of a long log, and a failed stage whose failures scrolled away tells nobody what to fix.
import { spawn } from 'node:child_process';
import { failedTests } from './failed-tests.mjs';
import { stageTime } from './stage-time.mjs';

const steps = [
  [
    { name: 'lint', command: 'npm run lint' },
    { name: 'types', command: 'npm run typecheck' },
  ],
  [{ name: 'unit', command: 'npm run test:unit' }],
  [{ name: 'build', command: 'npm run build' }],
  [{ name: 'budget', command: 'npm run budget:built --workspace apps/web', needs: 'build' }],
  [{ name: 'e2e', command: 'npm run test:e2e:built --workspace apps/web', needs: 'build' }],
  // A brand scaffolded in a throwaway copy, built and walked on both flows (issue 40).
  [{ name: 'new brand', command: 'npm run test:brand-new' }],
];

/** Runs a stage: its output straight through when alone, held and printed whole when not. */
function run(stage, alone) {
  console.log(`\n▶ ${stage.name}: ${stage.command}`);
  const begin = Date.now();
  return new Promise((resolve) => {
    const child = spawn(stage.command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const held = [];
    const keep = (chunk) => {
      held.push(chunk);
      if (alone) process.stdout.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (status) => {
      const output = Buffer.concat(held).toString();
      if (!alone) {
        console.log(`\n◀ ${stage.name}'s output:`);
        process.stdout.write(output);
      }
      resolve({
        name: stage.name,
        status: status === 0 ? 'passed' : `failed (exit ${status})`,
        seconds: (Date.now() - begin) / 1000,
        failures: status === 0 ? [] : failedTests(output),
      });
    });
  });
}

const results = [];
const started = Date.now();
for (const step of steps) {
  const runnable = [];
  for (const stage of step) {
    const needed = stage.needs && results.find((result) => result.name === stage.needs);
    if (needed && needed.status !== 'passed') {
      const status = `skipped (${stage.needs} failed)`;
      results.push({ name: stage.name, status, seconds: 0, failures: [] });
    } else runnable.push(stage);
  }
  results.push(...(await Promise.all(runnable.map((stage) => run(stage, runnable.length === 1)))));
}

console.log('\nnpm test, stage by stage (lint and types side by side):');
for (const { name, status, seconds } of results) {
  console.log(`  ${name.padEnd(7)} ${stageTime(seconds).padStart(8)}  ${status}`);
}
console.log(`  ${'total'.padEnd(7)} ${stageTime((Date.now() - started) / 1000).padStart(8)}`);
for (const { name, failures } of results.filter((result) => result.failures.length > 0)) {
  console.log(`\n${name} failed on:`);
  for (const failure of failures.slice(0, 20)) console.log(`  ${failure}`);
  if (failures.length > 20) console.log(`  … and ${failures.length - 20} more`);
}
process.exit(results.every((result) => result.status === 'passed') ? 0 : 1);
