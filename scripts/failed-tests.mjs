// The failed tests a test runner's output names, for npm test's closing lines (scripts/test.mjs).

/** A line that names a failed test: Vitest's `FAIL  file > test`, Playwright's list `✘  n … › test`. */
const failedTestLine = /^\s*(FAIL\s|✘)/;
// eslint-disable-next-line no-control-regex -- the colours a test runner writes
const colours = /\u001b\[[0-9;]*m/g;

/**
 * The failed tests a stage's output names, each once, in the order they were named; Vitest's with
 * the first line of their error, which it prints under the name.
 */
export function failedTests(output) {
  const lines = output.replace(colours, '').split('\n');
  const named = lines.flatMap((line, index) => {
    if (!failedTestLine.test(line)) return [];
    const error = line.trim().startsWith('FAIL') ? lines[index + 1]?.trim() : '';
    return [error ? `${line.trim()}\n    ${error.slice(0, 200)}` : line.trim()];
  });
  return [...new Set(named)];
}
