import type { BrandConfig } from '../config/brand-config-schema';
import type { FlowFileReference } from '../config/flow-shape-schema';
import { ConfigError } from '../config/config-error';
import type { FlowConfig } from '../features/flow';
import { retryingImport, type RetryingImportOptions } from '../lib/retrying-import';
import { sharedLoad, type SharedLoad } from '../lib/shared-load';
import { parseFlowFile } from './parse-flow-file';

type FlowModule = { default: unknown };

/**
 * The flows kept as data files (the v3 configurations of spec section 2), named by their file
 * name: shared ones in this folder (`v3-default.json`), a brand's own in its folder
 * (`src/brands/lei-rapid-ro/v3-romanian.flow.json`, decision 0038). Each loads lazily, with the
 * page that runs it, never on a classic brand's first page.
 */
const files = import.meta.glob<FlowModule>(['./*.json', '../brands/*/*.flow.json']);

/** `./v3-default.json` and `../brands/<id>/v3-default.flow.json` are both `v3-default`. */
export function flowFileName(path: string): string {
  return (path.split('/').pop() ?? '').replace(/(?:\.flow)?\.json$/, '');
}

export const FlowFileNames = Object.keys(files).map(flowFileName);

const loaded = new Map<string, SharedLoad<FlowConfig>>();

/**
 * The brand's flow configuration: inline, or loaded once from its data file. A load that failed
 * is started again by the next call (a page drawn again after the error), not kept.
 */
export function loadBrandFlow(flow: BrandConfig['flow']): Promise<FlowConfig> {
  if (!('file' in flow)) return Promise.resolve(flow);
  const key = `${flow.file}#${flow.start ?? ''}`;
  let loading = loaded.get(key);
  if (!loading) {
    const load = Object.entries(files).find(([path]) => flowFileName(path) === flow.file)?.[1];
    if (!load) return Promise.reject(new ConfigError(`Flow file "${flow.file}" not found`));
    loading = sharedLoad(() => loadFlowFile(load, flow));
    loaded.set(key, loading);
  }
  return loading();
}

/**
 * A flow file's module, downloaded as `retryingImport` does, and its data parsed. The data is
 * read from the module here, after the retries: a retry imports the module itself under a fresh
 * address, so the loader must give the module, not a part of it (a glob's `import: 'default'`
 * made the retried download a module where a flow was expected, and the page crashed).
 */
export function loadFlowFile(
  load: () => Promise<FlowModule>,
  reference: FlowFileReference,
  options?: RetryingImportOptions,
): Promise<FlowConfig> {
  return retryingImport(load, options).then((module) => parseFlowFile(module.default, reference));
}
