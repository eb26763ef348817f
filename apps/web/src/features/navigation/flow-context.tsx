import { createContext, use, type ReactNode } from 'react';
import type { Flow } from '../flow';

const FlowContext = createContext<Flow | null>(null);

/** The brand's checked flow, for the pages and the one hook that moves between them. */
export function FlowProvider({ flow, children }: { flow: Flow; children: ReactNode }) {
  return <FlowContext value={flow}>{children}</FlowContext>;
}

export function useFlow(): Flow {
  const flow = use(FlowContext);
  if (!flow) throw new Error('useFlow needs a FlowProvider');
  return flow;
}
