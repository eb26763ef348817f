import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { TrackingConfigSchema } from '../config/tracking-config-schema';
import { FlowFileNames } from '../flows/flow-files';
import { Brands, Countries } from './brand-registry';
import { loadTrackingConfig } from './tracking-registry';

const source = path.join(import.meta.dirname, '..');
const foldersOf = (kind: string) =>
  readdirSync(path.join(source, kind), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/**
 * The source files the module imports statically (`import … from`, `export … from`), within src:
 * what loads with it. `import()` is left out: it loads later, on its own.
 */
function staticImportsOf(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  for (const [, specifier = ''] of text.matchAll(
    /^(?:import|export)\s(?!type\s)[^'";]*?from\s+'(\.[^']+)'|^import\s+'(\.[^']+)'/gm,
  )) {
    const base = path.resolve(path.dirname(file), specifier);
    const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ending) => `${base}${ending}`)
      .find((candidate) => existsSync(candidate) && !candidate.endsWith('/'));
    if (found && /\.tsx?$/.test(found) && found.startsWith(source)) staticImportsOf(found, seen);
  }
  return seen;
}

describe('a brand is its folder (decision 0038)', () => {
  test('every folder of src/brands is a brand of the registry, named as its folder', () => {
    expect(Brands.map((brand) => brand.id).sort()).toEqual(foldersOf('brands'));
  });

  test('every folder of src/countries is a country of the registry, named as its folder', () => {
    expect(
      Object.values(Countries)
        .map((country) => country.code.toLowerCase())
        .sort(),
    ).toEqual(foldersOf('countries'));
  });

  test.each(foldersOf('brands'))(
    '%s: its tracking-config.ts is the one the app loads',
    async (id) => {
      const file = path.join(source, 'brands', id, 'tracking-config.ts');
      const expected = existsSync(file)
        ? TrackingConfigSchema.parse(
            ((await import(file)) as { trackingConfig: unknown }).trackingConfig,
          )
        : TrackingConfigSchema.parse({});
      expect(await loadTrackingConfig(id)).toEqual(expected);
    },
  );

  test('every flow file in a brand folder is found by its name, and no two flows share one', () => {
    const own = foldersOf('brands').flatMap((id) =>
      readdirSync(path.join(source, 'brands', id))
        .filter((file) => file.endsWith('.flow.json'))
        .map((file) => file.slice(0, -'.flow.json'.length)),
    );
    expect(own.length).toBeGreaterThan(0);
    expect(FlowFileNames).toEqual(expect.arrayContaining(own));
    expect(new Set(FlowFileNames).size).toBe(FlowFileNames.length);
  });

  test('the first page loads no registry and no brand folder: they come lazily', () => {
    const firstPage = [
      ...staticImportsOf(path.join(source, 'main.tsx')),
      ...staticImportsOf(path.join(source, 'start.tsx')),
    ].map((file) => path.relative(source, file));
    expect(firstPage).toContain('app/select-brand.ts');
    expect(
      firstPage.filter((file) => /^app\/(brand|tracking)-registry|^brands\//.test(file)),
    ).toEqual([]);
  });
});
