import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

describe('start-up', () => {
  test('bad settings stop start-up and list every problem', () => {
    const run = spawnSync(process.execPath, [tsxCli, main], {
      env: {
        PATH: process.env.PATH,
        PORT: 'eighty',
        CORS_ORIGINS: '*',
        DATABASE_URL: 'mysql://db/leads',
        LOG_LEVEL: 'loud',
      },
      encoding: 'utf8',
      timeout: 20_000,
    });

    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    const problems = run.stderr.split('\n').filter((line) => line.startsWith('  '));
    expect(problems.map((line) => line.trim().split(':')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'CORS_ORIGINS',
      'LOG_LEVEL',
    ]);
  });
});
