import { createContext, useContext, type ReactNode } from 'react';
import type { FieldDefinition, Flow, FlowStep } from '../flow';

/** Gives a flow step's fields; they load with the step form, never with the first page. */
export type LoadFields = () => Promise<(step: FlowStep) => readonly FieldDefinition[]>;

const FlowContext = createContext<{ flow: Flow; loadFields: LoadFields } | null>(null);

/** The brand's flow, for the pages and the one hook that moves between them. */
export function FlowProvider({
  flow,
  loadFields,
  children,
}: {
  flow: Flow;
  loadFields: LoadFields;
  children: ReactNode;
}) {
  return <FlowContext value={{ flow, loadFields }}>{children}</FlowContext>;
}

function useFlowContext() {
  const context = useContext(FlowContext);
  if (!context) throw new Error('useFlow needs a FlowProvider');
  return context;
}

export function useFlow(): Flow {
  return useFlowContext().flow;
}

export function useLoadFields(): LoadFields {
  return useFlowContext().loadFields;
}

