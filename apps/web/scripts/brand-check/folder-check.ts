import type { BrandCheckInput, BrandFolder, UnloadedFile } from './brand-check-input';
import type { Problem } from './problem';

/**
 * The files every brand folder holds, and why: what `npm run brand:new` writes and the app cannot
 * do without. The logo and favicon are the files its brand-config.ts names (asset-check.ts);
 * tracking-config.ts (no file, no tracking) and wordmark.json (only `npm run wordmarks` reads it)
 * may be left out.
 */
export const RequiredBrandFiles = [
  {
    name: 'brand-config.ts',
    missing: "the brand's configuration is missing",
    why: 'the app finds a brand by it, and without it this folder is no brand',
  },
  {
    name: 'styles.css',
    missing: "the brand's styles are missing",
    why: 'the app loads it with the application page, which fails without it, and so does the build',
  },
] as const;

const scaffold = 'npm run brand:new writes one; README, "Launch a brand"';

function missingFiles(folder: BrandFolder): Problem[] {
  return RequiredBrandFiles.filter(
    ({ name }) => !folder.files.some((file) => file.name === name),
  ).map(({ name, missing, why }) => ({
    file: `${folder.path}/${name}`,
    path: '',
    message: `${missing} (every brand folder has one: ${why}; ${scaffold})`,
  }));
}

/**
 * A load failure as one line. esbuild (tsx) says `Transform failed with 1 error:` and then
 * `<absolute file>:<line>:<column>: ERROR: <message>`; the line keeps the place and the message.
 */
function unloadedProblem({ file, error }: UnloadedFile): Problem {
  // eslint-disable-next-line no-control-regex -- a loader's message may be coloured
  const plain = error.replace(/\u001b\[[0-9;]*m/g, '');
  const located = [...plain.matchAll(/:(\d+):(\d+): ERROR: (.+)/g)];
  const [first] = located;
  if (first) {
    const more = located.length > 1 ? ` (and ${located.length - 1} more)` : '';
    return {
      file,
      path: `line ${first[1]}, column ${first[2]}`,
      message: `does not load: ${first[3]}${more}`,
    };
  }
  const line = plain
    .split('\n')
    .map((text) => text.trim())
    .find((text) => text !== '' && !/^Transform failed/.test(text));
  return { file, path: '', message: `does not load: ${line ?? plain}` };
}

/**
 * Every brand folder holds its required files; every brand, tracking and country file loads; a
 * brand's id is its folder's name (brand-registry.ts refuses another, and the build with it).
 */
export function checkFolders(input: BrandCheckInput, only?: string): Problem[] {
  const inScope = (folder: string) => !only || folder === only;
  const folderOfFile = (file: string) => file.split('/').at(-2) ?? '';
  const folders = input.brandFolders.filter((folder) => inScope(folder.id));
  const unloaded = input.unloaded.filter(
    ({ file }) => !only || !file.includes('/brands/') || folderOfFile(file) === only,
  );
  const misnamed = input.brands
    .filter((brand) => inScope(brand.id) && 'namedId' in brand)
    .map(({ id, file, namedId }): Problem => {
      const named = input.brandFolders.find((folder) => folder.id === namedId);
      const given =
        namedId === undefined
          ? 'no id'
          : `${JSON.stringify(namedId)} ${named ? `is the id of ${named.path}` : "is not its folder's name"}`;
      return {
        file,
        path: 'id',
        message: `${given} (a brand's id is its folder's name)`,
        expected: JSON.stringify(id),
      };
    });
  return [...folders.flatMap(missingFiles), ...unloaded.map(unloadedProblem), ...misnamed];
}
