import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { ApplicationState } from '@lf/contract';
import type { Asked, FieldDefinition, Flow, FlowStep } from '../flow';

/** Gives a flow step's fields; they load with the step form, never with the first page. */
export type LoadFields = () => Promise<(step: FlowStep) => readonly FieldDefinition[]>;

/**
 * Loads the code of the page a state out of the steps shows (checking, mobile verification, an
 * offer, a result); null when it has loaded. A move there waits for it (`useFlowNavigation`).
 */
export type LoadStatePage = (state: ApplicationState) => Promise<unknown> | null;

const nothingToLoad: LoadStatePage = () => null;

const FlowContext = createContext<{
  flow: Flow;
  loadFields: LoadFields;
  loadStatePage: LoadStatePage;
  shown: ShownPath;
  asked: Asked | undefined;
} | null>(null);

/** The path of the page shown now: set as each page is drawn, read as an answer comes. */
interface ShownPath {
  set: (path: string) => void;
  get: () => string | null;
}

function shownPath(): ShownPath {
  let path: string | null = null;
  return {
    set: (next) => {
      path = next;
    },
    get: () => path,
  };
}

/**
 * The brand's flow, for the pages and the one hook that moves between them; `asked` says whether
 * a page asks this applicant anything (a configured flow skips one that asks nothing).
 */
export function FlowProvider({
  flow,
  loadFields,
  loadStatePage = nothingToLoad,
  asked,
  children,
}: {
  flow: Flow;
  loadFields: LoadFields;
  loadStatePage?: LoadStatePage;
  asked?: Asked;
  children: ReactNode;
}) {
  const [shown] = useState(shownPath);
  const value = useMemo(
    () => ({ flow, loadFields, loadStatePage, shown, asked }),
    [flow, loadFields, loadStatePage, shown, asked],
  );
  return <FlowContext value={value}>{children}</FlowContext>;
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

export function useLoadStatePage(): LoadStatePage {
  return useFlowContext().loadStatePage;
}

/** Whether a page asks this applicant anything (undefined: every page does). */
export function useAsked(): Asked | undefined {
  return useFlowContext().asked;
}

/** Records the path of the page shown, as it is drawn (the flow's pages, app/). */
export function useShownPath(path: string): void {
  const { shown } = useFlowContext();
  useLayoutEffect(() => shown.set(path), [shown, path]);
}

/**
 * Where the applicant is now: read as a save's answer comes, when the page that sent it may be
 * gone (a v3 page moved on, or Back was pressed while it waited). Null before a page is drawn.
 */
export function useWhereNow(): () => string | null {
  return useFlowContext().shown.get;
}
