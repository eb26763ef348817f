// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The repository's own configuration; no-cycle reads files from disk, so the probes skip it.
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

/** The import-boundary errors ESLint reports for `source` if it were the file at `filePath`. */
async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message);
}

const web = 'apps/web/src';

/** House style: countries are data; they import only the config schema and the contract. */
describe('import boundaries', () => {
  test.each([
    ['a feature', `${web}/features/steps/probe.ts`, '../../countries/es/country-config'],
    ['the config layer', `${web}/config/probe.ts`, '../countries/es/country-config'],
    ['the UI kit', `${web}/components/ui/probe.ts`, '../../countries/es/country-config'],
    ['lib', `${web}/lib/probe.ts`, '../countries/es/country-config'],
    ['a brand', `${web}/brands/default-es/probe.ts`, '../../countries/es/country-config'],
  ])('%s may not import a country', async (_who, filePath, target) => {
    const errors = await boundaryErrors(filePath, `export { countryConfig } from '${target}';\n`);
    expect(errors).toHaveLength(1);
  });

  test.each([
    ['a feature', '../../features/flow'],
    ['the app', '../../app/brand-registry'],
    ['a brand', '../../brands/default-es/brand-config'],
    ['the UI kit', '../../components/ui/button'],
    ['lib', '../../lib/logger'],
  ])('a country may not import %s', async (_what, target) => {
    const errors = await boundaryErrors(
      `${web}/countries/es/probe.ts`,
      `export * from '${target}';\n`,
    );
    expect(errors).toHaveLength(1);
  });

  test('a country may import the configuration schema and the contract; the app composes countries', async () => {
    expect(
      await boundaryErrors(
        `${web}/countries/es/probe.ts`,
        `export type { CountryDefinition } from '../../config/config-layers';\nexport { ApplicationState } from '@lf/contract';\n`,
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        `${web}/app/probe.ts`,
        `export { countryConfig } from '../countries/es/country-config';\n`,
      ),
    ).toEqual([]);
  });
});

describe('the flow engine stays plain TypeScript', () => {
  test.each(['react', 'react-redux', 'wouter'])('features/flow may not import %s', async (name) => {
    const [result] = await eslint.lintText(`export * from '${name}';\n`, {
      filePath: path.join(root, `${web}/features/flow/probe.ts`),
    });
    expect(
      (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports'),
    ).toHaveLength(1);
  });

  test('features/navigation, which applies its moves, may', async () => {
    const [result] = await eslint.lintText(`export { useLocation } from 'wouter';\n`, {
      filePath: path.join(root, `${web}/features/navigation/probe.ts`),
    });
    expect(
      (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports'),
    ).toEqual([]);
  });
});
