// `npm run test:brand-new` (a stage of `npm test`; issue 40, "done when"): in a throwaway copy of
// the repository, `npm run brand:new -- acme-es --country es` and `acme-dos-es --country es
// --flow v3`, then the copy's build, and e2e/new-brand.spec.ts against it: the new brands serve
// their pages and take an application on both flows. The copy is removed whatever happens, so
// the repository stays as it was. Its ports: E2E_WEB_PORT / E2E_API_PORT (4373 / 4374 unless set,
// beside the main suite's 4173 / 4174).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyRepository, removeCopy } from './repo-copy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const brands = { classic: 'acme-es', v3: 'acme-dos-es' };

function step(title, command, args, cwd, env = {}) {
  console.log(`\n▶ ${title}`);
  const run = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (run.status !== 0) throw new Error(`${title} failed (exit ${run.status ?? run.signal})`);
}

/**
 * A new brand's pricing states no cost until its lender's figures are in (brand:check says so
 * before launch): a production server refuses to start with it, naming what is missing, rather
 * than show applicants a representative example at 0 %.
 */
function refusedInProduction(brand, cwd) {
  console.log(`\n▶ ${brand} refused by a production server`);
  const run = spawnSync(path.join(cwd, 'node_modules/.bin/tsx'), ['apps/web/server/main.ts'], {
    cwd,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, BRAND: brand, ENVIRONMENT: 'production', PORT: '0' },
  });
  const said = `${run.stdout}${run.stderr}`;
  if (run.status !== 1 || !said.includes('nominalAnnualRatePercent')) {
    throw new Error(
      `a production server with ${brand} should refuse to start, naming its pricing (exit ${run.status ?? run.signal}): ${said}`,
    );
  }
  console.log(said.trim());
}

const copy = copyRepository(root);
let failed = false;
try {
  const tsx = path.join(copy, 'node_modules/.bin/tsx');
  step(
    `brand:new ${brands.classic}`,
    tsx,
    ['scripts/brand-new.mjs', brands.classic, '--country', 'es'],
    copy,
  );
  step(
    `brand:new ${brands.v3}`,
    tsx,
    ['scripts/brand-new.mjs', brands.v3, '--country', 'es', '--flow', 'v3'],
    copy,
  );
  step('build', 'npm', ['run', 'build', '--workspace', 'apps/web'], copy);
  refusedInProduction(brands.classic, copy);
  step(
    'e2e/new-brand.spec.ts',
    path.join(copy, 'node_modules/.bin/playwright'),
    ['test', 'e2e/new-brand.spec.ts', '--workers=1'],
    path.join(copy, 'apps/web'),
    {
      E2E_WEB_PORT: process.env.E2E_WEB_PORT ?? '4373',
      E2E_API_PORT: process.env.E2E_API_PORT ?? '4374',
      NEW_BRAND_CLASSIC: brands.classic,
      NEW_BRAND_V3: brands.v3,
    },
  );
} catch (error) {
  console.error(error.message);
  failed = true;
} finally {
  removeCopy(copy);
}
process.exit(failed ? 1 : 0);
