import { describe, expect, it } from 'vitest';
import { failedTests } from './failed-tests.mjs';

// Output as the runners write it to a pipe, colours and all.
const vitestOutput = [
  ' \u001b[32m✓\u001b[39m  web-dom  src/lib/storage.test.ts (14 tests) 14ms',
  ' ❯  scripts  scripts/zz-fail.test.ts (1 test | 1 failed) 7ms',
  '   × fails on purpose 6ms',
  '',
  '⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯',
  '',
  ' \u001b[41mFAIL\u001b[49m   scripts  scripts/zz-fail.test.ts > fails on purpose',
  'AssertionError: expected 1 to be 2 // Object.is equality',
  '',
].join('\n');

const playwrightOutput = [
  '  ✓  12 [e2e] › e2e/white-label.spec.ts:10:5 › every brand › default-es shows its own first page (4.5s)',
  '  ✘  13 [e2e] › e2e/every-state.spec.ts:40:5 › every state › NONE (12.0s)',
  '  ✘  14 [e2e] › e2e/every-state.spec.ts:40:5 › every state › NONE (retry #1) (9.1s)',
  '  1 failed',
  '',
  '  1) [e2e] › e2e/every-state.spec.ts:40:5 › every state › NONE ─────────────────────────────',
  '',
  '    Error: NONE: a page that cannot read its lead',
  '',
  '    expect(locator).toHaveCount(expected) failed',
  '',
  "    Locator:  locator('iframe').contentFrame().getByText(/Solicitud no encontrada/)",
  '    Expected: 0',
  '    Received: 1',
  '    Timeout:  15000ms',
  '',
  '    Call log:',
  '      - Expect "toHaveCount" with timeout 15000ms',
  '',
  '       98 |       await expect(',
  '        at /work/main/apps/web/e2e/every-state.spec.ts:98:7',
].join('\n');

describe("npm test's list of failed tests", () => {
  it('names a failed unit test with the first line of its error', () => {
    expect(failedTests(vitestOutput)).toEqual([
      'FAIL   scripts  scripts/zz-fail.test.ts > fails on purpose\n    AssertionError: expected 1 to be 2 // Object.is equality',
    ]);
  });

  it('names every failed end-to-end attempt with what its error says before the call log and where, and nothing that passed', () => {
    const error = [
      'Error: NONE: a page that cannot read its lead',
      'expect(locator).toHaveCount(expected) failed',
      "Locator:  locator('iframe').contentFrame().getByText(/Solicitud no encontrada/)",
      'Expected: 0',
      'Received: 1',
      'Timeout:  15000ms',
      'at /work/main/apps/web/e2e/every-state.spec.ts:98:7',
    ]
      .map((line) => `\n    ${line}`)
      .join('');
    expect(failedTests(playwrightOutput)).toEqual([
      `✘  13 [e2e] › e2e/every-state.spec.ts:40:5 › every state › NONE (12.0s)${error}`,
      `✘  14 [e2e] › e2e/every-state.spec.ts:40:5 › every state › NONE (retry #1) (9.1s)${error}`,
    ]);
  });

  it('names a failed end-to-end test whose error the output does not hold', () => {
    expect(failedTests('  ✘  3 [e2e] › e2e/a.spec.ts:1:1 › a (1.0s)\n  1 failed')).toEqual([
      '✘  3 [e2e] › e2e/a.spec.ts:1:1 › a (1.0s)',
    ]);
  });

  it('is empty for a run that only passed', () => {
    expect(failedTests('  ✓  1 [e2e] › a (1.0s)\n Test Files  1 passed (1)')).toEqual([]);
  });
});
