import { checkAssets } from './asset-check';
import type { BrandCheckInput } from './brand-check-input';
import { brandsInCountries, pathText } from './brand-layers';
import { checkBounds } from './bounds-check';
import { checkContrast } from './contrast-check';
import { checkFlows } from './flow-check';
import { checkFolders } from './folder-check';
import { checkLooks } from './look-check';
import { checkNames } from './name-check';
import { distinctLines, type Problem } from './problem';
import { checkSchemas } from './schema-check';
import { checkTextKeys } from './text-keys-check';
import { checkTrackingConsent } from './tracking-consent-check';

/**
 * Every problem of every brand and flow in one pass (or of one brand, and the flow files it
 * uses, when `only` names it), each as one line naming its file and field.
 */
export function runBrandCheck(input: BrandCheckInput, only?: string): string[] {
  const everyBrand = brandsInCountries(input.brands, input.countries);
  const chosen = only ? everyBrand.filter(({ brand }) => brand.id === only) : everyBrand;
  const scoped: BrandCheckInput = only
    ? {
        ...input,
        brands: input.brands.filter((brand) => brand.id === only),
        flowFiles: input.flowFiles.filter(({ name }) =>
          chosen.some(({ config }) => config && 'file' in config.flow && config.flow.file === name),
        ),
      }
    : input;
  // A field the schema refused is its line alone: the other checks read a stand-in there.
  const skipped = everyBrand.flatMap(({ skipped: paths, fileOf }) =>
    paths.map((path) => ({ file: fileOf(path), path: pathText(path) })),
  );
  const aboutSkipped = ({ file, path }: Problem) =>
    skipped.some(
      (field) =>
        field.file === file &&
        (path === field.path ||
          path.startsWith(`${field.path}.`) ||
          path.startsWith(`${field.path}[`)),
    );
  const problems: Problem[] = [
    ...checkFolders(input, only),
    ...checkSchemas(scoped, chosen),
    ...[
      ...checkAssets(chosen),
      ...checkBounds(chosen),
      ...checkContrast(chosen),
      ...checkNames(chosen),
      // A look is compared with every brand's, whichever is checked.
      ...checkLooks(everyBrand).filter(
        (problem) => !only || chosen.some(({ fileOf }) => fileOf(['theme']) === problem.file),
      ),
      ...checkTextKeys(scoped, chosen),
      ...checkFlows(scoped, chosen, input.flowFiles),
      ...checkTrackingConsent(scoped, chosen),
    ].filter((problem) => !aboutSkipped(problem)),
  ];
  return distinctLines(problems);
}
