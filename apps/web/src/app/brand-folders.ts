import type * as NodeFolders from './brand-folders-node';

/**
 * A brand is its folder (decision 0038): the registries (brand-registry.ts, tracking-registry.ts)
 * find every `src/brands/<id>/` and `src/countries/<cc>/` themselves, so adding one is a new
 * folder and nothing else. Vite (the browser build, the prerender's SSR build, dev and Vitest)
 * finds them with `import.meta.glob`; plain Node (the static server and the scripts run with tsx,
 * the Playwright specs), which has no glob, lists the folders on disk (brand-folders-node.ts).
 * Vite defines `import.meta.env`; Node does not.
 */
export const underVite = (import.meta as { env?: unknown }).env !== undefined;

/** Kept in a variable, so that no bundle takes the Node module (and node:fs) in. */
const nodeFolders = './brand-folders-node.ts';

/** The folders as plain Node lists them: only where `underVite` is false. */
export const inNode = async () =>
  (await import(/* @vite-ignore */ nodeFolders)) as typeof NodeFolders;

/** The folder's name in a glob path: `../brands/<id>/<file>` gives `<id>`. */
export const folderOf = (globPath: string): string => globPath.split('/')[2] ?? '';
