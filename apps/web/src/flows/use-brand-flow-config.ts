import { use } from 'react';
import type { BrandConfig } from '../config/brand-config-schema';
import type { FlowConfig } from '../features/flow';
import { loadBrandFlow } from './flow-files';

/** The brand's flow configuration; a flow kept in a data file suspends the page while it loads. */
export function useBrandFlowConfig(flow: BrandConfig['flow']): FlowConfig {
  return 'file' in flow ? use(loadBrandFlow(flow)) : flow;
}
