/**
 * `npm run brand:check [<id>]`: every problem of every brand and flow in one pass, one line each
 * (file, field, what was expected, a "did you mean"), never a stack trace. Run by the build and
 * by `npm start` before anything else; exits 1 when it finds a problem. What a brand still lacks
 * for its launch (its loan's cost) is said too, without failing (before-launch.ts).
 */
import { loadBrandCheckInput } from './brand-sources';
import { beforeLaunch } from './before-launch';
import { runBrandCheck } from './run-brand-check';

const only = process.argv.slice(2).find((argument) => !argument.startsWith('-'));

try {
  const input = await loadBrandCheckInput();
  // A folder whose brand-config.ts does not load is still one to check (and say why).
  const ids = input.brandFolders.map((folder) => folder.id);
  if (only && !ids.includes(only)) {
    console.error(`brand:check: no brand "${only}" (${ids.join(', ')})`);
    process.exit(1);
  }
  const lines = runBrandCheck(input, only);
  const scope = only
    ? `brand "${only}"`
    : `${input.brandFolders.length} brands, ${input.flowFiles.length} flow files`;
  // Said either way, never failing: a brand is looked at before its lender's figures are in.
  for (const note of beforeLaunch(input, only)) console.log(`brand:check: before launch: ${note}`);
  if (lines.length === 0) {
    console.log(`brand:check: ${scope}: no problems`);
  } else {
    for (const line of lines) console.error(line);
    console.error(
      `brand:check: ${lines.length} problem${lines.length === 1 ? '' : 's'} in ${scope}`,
    );
    process.exitCode = 1;
  }
} catch (error) {
  // Only what no folder explains (a brand or country file that does not load is its own line).
  console.error(`brand:check: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
