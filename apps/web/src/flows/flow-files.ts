import type { BrandConfig } from '../config/brand-config-schema';
import { ConfigError } from '../config/config-error';
import type { FlowConfig } from '../features/flow';
import { retryingImport } from '../lib/retrying-import';
import { parseFlowFile } from './parse-flow-file';

/**
 * The flows kept as data files in this folder (the v3 configurations of spec section 2): a new
 * flow is one more JSON file here, named by its file name. Each loads lazily, with the page that
 * runs it, never on a classic brand's first page.
 */
const files = import.meta.glob<unknown>('./*.json', { import: 'default' });

export const FlowFileNames = Object.keys(files).map((path) => path.slice(2, -'.json'.length));

const loaded = new Map<string, Promise<FlowConfig>>();

/** The brand's flow configuration: inline, or loaded once from its data file. */
export function loadBrandFlow(flow: BrandConfig['flow']): Promise<FlowConfig> {
  if (!('file' in flow)) return Promise.resolve(flow);
  const key = `${flow.file}#${flow.start ?? ''}`;
  let loading = loaded.get(key);
  if (!loading) {
    const load = files[`./${flow.file}.json`];
    loading = load
      ? retryingImport(load).then((data) => parseFlowFile(data, flow))
      : Promise.reject(new ConfigError(`Flow file "${flow.file}" not found`));
    loaded.set(key, loading);
  }
  return loading;
}
