import { describe, expect, test } from 'vitest';
import { mutationScore } from './score.mjs';

const report = (...statuses: string[]) => ({
  files: { 'a.ts': { mutants: statuses.map((status) => ({ status })) } },
});

describe('mutation score', () => {
  test('counts killed and timed-out mutants as detected, survivors and uncovered as not', () => {
    expect(mutationScore(report('Killed', 'Killed', 'Timeout', 'Survived', 'NoCoverage'))).toEqual({
      killed: 2,
      timedOut: 1,
      survived: 1,
      noCoverage: 1,
      score: 60,
    });
  });

  test('leaves compile errors, run-time errors and ignored mutants out of the score', () => {
    expect(
      mutationScore(report('Killed', 'CompileError', 'RuntimeError', 'Ignored', 'Survived')).score,
    ).toBe(50);
  });

  test('adds up every file of the report', () => {
    const files = {
      'a.ts': { mutants: [{ status: 'Killed' }] },
      'b.ts': { mutants: [{ status: 'Survived' }, { status: 'Killed' }, { status: 'Killed' }] },
    };
    expect(mutationScore({ files }).score).toBe(75);
  });

  test('has no score when nothing was mutated', () => {
    expect(mutationScore(report()).score).toBeNaN();
  });
});
