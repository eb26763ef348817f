import { existsSync, readdirSync } from 'node:fs';

/**
 * What Vite's `import.meta.glob` gives the registries (brand-folders.ts), made in plain Node, where
 * the static server, the budget and the Playwright specs run (tsx and Playwright do not know
 * `import.meta.glob`): every `src/<kind>/<folder>/<file>`, keyed as the glob keys it.
 */
const source = new URL('../', import.meta.url);

function folderPaths(kind: 'brands' | 'countries', file: string): string[] {
  const root = new URL(`${kind}/`, source);
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/${file}`, root)))
    .map((entry) => `../${kind}/${entry.name}/${file}`)
    .sort();
}

const url = (key: string) => new URL(key.slice('../'.length), source).href;

/** Each folder's module, imported now (the glob's `eager: true`). */
export async function importEach<Module>(
  kind: 'brands' | 'countries',
  file: string,
): Promise<Record<string, Module>> {
  const paths = folderPaths(kind, file);
  const modules = await Promise.all(paths.map((key) => import(url(key)) as Promise<Module>));
  return Object.fromEntries(paths.map((key, index) => [key, modules[index] as Module]));
}

/** Each folder's module, imported when asked for (the glob's default). */
export function importerOfEach<Module>(
  kind: 'brands' | 'countries',
  file: string,
): Record<string, () => Promise<Module>> {
  return Object.fromEntries(
    folderPaths(kind, file).map((key) => [key, () => import(url(key)) as Promise<Module>]),
  );
}
