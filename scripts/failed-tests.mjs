// The failed tests a test runner's output names, for npm test's closing lines (scripts/test.mjs).

/** A line that names a failed test: Vitest's `FAIL  file > test`, Playwright's list `✘  n … › test`. */
const failedTestLine = /^\s*(FAIL\s|✘)/;
// eslint-disable-next-line no-control-regex -- the colours a test runner writes
const colours = /\u001b\[[0-9;]*m/g;

/** Playwright's heading of a failure's error: `  1) [project] › file:line:col › title ────`. */
const errorHeading = /^\s*\d+\) (\[[^\]]+\] › .+?)\s*─*\s*$/;
/** Playwright's list line of a failed attempt: `✘  13 [project] › … › title (retry #1) (12.0s)`. */
const failedAttempt = /^\s*✘\s+\d+\s+(\[[^\]]+\] › .+?)(?: \(retry #\d+\))? \([\d.]+m?s\)\s*$/;

/**
 * What Playwright prints of each failed test's error, by its title: the lines before the call log
 * (the message, the locator, what was expected and received) and the line of the test it failed
 * at, so a run's closing lines say why and where as well as what (a landing's log keeps only its
 * last lines: the brand book's walk failed there once with nothing more).
 */
function playwrightErrors(lines) {
  const errors = new Map();
  lines.forEach((line, index) => {
    const heading = errorHeading.exec(line);
    if (!heading) return;
    const said = [];
    let told = true;
    for (const next of lines.slice(index + 1)) {
      const trimmed = next.trim();
      if (errorHeading.test(next)) break;
      // Where it failed: the first frame of the stack, after the call log.
      if (trimmed.startsWith('at ')) {
        said.push(trimmed);
        break;
      }
      if (trimmed === 'Call log:') told = false;
      else if (told && trimmed && said.length < 8) said.push(trimmed.slice(0, 200));
    }
    errors.set(heading[1], said);
  });
  return errors;
}

/**
 * The failed tests a stage's output names, each once, in the order they were named, with the
 * first line of a Vitest error (printed under the name) or a Playwright error's lines before its
 * call log and where in the test it failed.
 */
export function failedTests(output) {
  const lines = output.replace(colours, '').split('\n');
  const playwright = playwrightErrors(lines);
  const named = lines.flatMap((line, index) => {
    if (!failedTestLine.test(line)) return [];
    const said = line.trim().startsWith('FAIL')
      ? [lines[index + 1]?.trim().slice(0, 200) ?? '']
      : (playwright.get(failedAttempt.exec(line)?.[1] ?? '') ?? []);
    return [[line.trim(), ...said.filter(Boolean)].join('\n    ')];
  });
  return [...new Set(named)];
}
