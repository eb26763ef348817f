import { flowConfigProblems } from '../../src/features/flow/check-flow-config';
import { closestName } from '../../src/lib/closest-name';
import type { BrandCheckInput } from './brand-check-input';
import { valueAt, type BrandInCountry } from './brand-layers';
import type { Problem } from './problem';

/** The application page that runs each order of flow (server/check-brand-flow.ts). */
const PageOfOrder = { server: 'classic', configured: 'dynamic' } as const;

/**
 * Every flow file's steps, fields and rules against the catalogue, the brands' inline flows too,
 * and each brand's reference to a flow file: the file exists, its own start is one of its steps,
 * and its application page runs that order of flow.
 */
export function checkFlows(
  input: BrandCheckInput,
  brands: readonly BrandInCountry[],
  // Every flow file a brand may name: all of them, also when `input` holds only those checked.
  known: BrandCheckInput['flowFiles'] = input.flowFiles,
): Problem[] {
  const fileProblems = input.flowFiles.flatMap(({ file, data }): Problem[] =>
    data.ok
      ? flowConfigProblems(data.value).map((problem) => ({ file, ...problem }))
      : [{ file, path: '(file)', message: `not JSON: ${data.error}` }],
  );
  const brandProblems = brands.flatMap(({ config, fileOf }): Problem[] => {
    if (!config) return [];
    const { flow } = config;
    if (!('file' in flow)) {
      const file = fileOf(['flow']);
      return [
        ...flowConfigProblems(flow).map((problem) => ({
          ...problem,
          file,
          path: `flow.${problem.path}`,
        })),
        ...pageProblems(flow.order, config.applicationPage, fileOf),
      ];
    }
    const names = known.map((each) => each.name);
    const source = known.find((each) => each.name === flow.file);
    if (!source) {
      return [
        {
          file: fileOf(['flow', 'file']),
          path: 'flow.file',
          message: `no flow file "${flow.file}"`,
          expected: `one of ${names.join(', ')}`,
          didYouMean: closestName(flow.file, names),
        },
      ];
    }
    if (!source.data.ok) return [];
    const steps = valueAt(source.data.value, ['steps']);
    const ids = Array.isArray(steps)
      ? steps.map((entry: unknown) =>
          typeof entry === 'string' ? entry : String(valueAt(entry, ['step'])),
        )
      : [];
    const order = valueAt(source.data.value, ['order']);
    return [
      ...(flow.start && !ids.includes(flow.start)
        ? [
            {
              file: fileOf(['flow', 'start']),
              path: 'flow.start',
              message: `"${flow.start}" is not one of the steps of ${source.file}`,
              expected: `one of ${ids.join(', ')}`,
              didYouMean: closestName(flow.start, ids),
            },
          ]
        : []),
      ...pageProblems(
        order === 'configured' ? 'configured' : 'server',
        config.applicationPage,
        fileOf,
      ),
    ];
  });
  return [...fileProblems, ...brandProblems];
}

function pageProblems(
  order: 'server' | 'configured' | undefined,
  applicationPage: string,
  fileOf: (path: readonly PropertyKey[]) => string,
): Problem[] {
  const page = PageOfOrder[order ?? 'server'];
  return applicationPage === page
    ? []
    : [
        {
          file: fileOf(['applicationPage']),
          path: 'applicationPage',
          message: `"${applicationPage}" cannot run a flow ordered by "${order ?? 'server'}"`,
          expected: `"${page}"`,
        },
      ];
}
