import type { BrandConfig } from '../config/brand-config-schema';
import { ConfigError } from '../config/config-error';
import type { FlowConfig } from '../features/flow';
import { retryingImport } from '../lib/retrying-import';
import { parseFlowFile } from './parse-flow-file';

/**
 * The flows kept as data files (the v3 configurations of spec section 2), named by their file
 * name: shared ones in this folder (`v3-default.json`), a brand's own in its folder
 * (`src/brands/lei-rapid-ro/v3-romanian.flow.json`, decision 0038). Each loads lazily, with the
 * page that runs it, never on a classic brand's first page.
 */
const files = import.meta.glob<unknown>(['./*.json', '../brands/*/*.flow.json'], {
  import: 'default',
});

/** `./v3-default.json` and `../brands/<id>/v3-default.flow.json` are both `v3-default`. */
export function flowFileName(path: string): string {
  return (path.split('/').pop() ?? '').replace(/(?:\.flow)?\.json$/, '');
}

export const FlowFileNames = Object.keys(files).map(flowFileName);

const loaded = new Map<string, Promise<FlowConfig>>();

/** The brand's flow configuration: inline, or loaded once from its data file. */
export function loadBrandFlow(flow: BrandConfig['flow']): Promise<FlowConfig> {
  if (!('file' in flow)) return Promise.resolve(flow);
  const key = `${flow.file}#${flow.start ?? ''}`;
  let loading = loaded.get(key);
  if (!loading) {
    const load = Object.entries(files).find(([path]) => flowFileName(path) === flow.file)?.[1];
    loading = load
      ? retryingImport(load).then((data) => parseFlowFile(data, flow))
      : Promise.reject(new ConfigError(`Flow file "${flow.file}" not found`));
    loaded.set(key, loading);
  }
  return loading;
}
