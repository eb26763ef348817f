import { lazy, Suspense, type ComponentProps } from 'react';
import { retryingImport } from '../../lib/retrying-import';

/** The loan summary's chunk: shown by every later step, prefetched while the first is idle. */
export const loadLoanSummary = () => retryingImport(() => import('./loan-summary'));

const LoanSummaryChunk = lazy(() =>
  loadLoanSummary().then((module) => ({ default: module.LoanSummary })),
);

/**
 * The loan chosen so far, shown below later steps: its own chunk, so neither the first page nor
 * the pages' shared chunk carries it. It renders nothing until loaded (it sits below the form).
 */
export function LoanSummary(props: ComponentProps<typeof LoanSummaryChunk>) {
  return (
    <Suspense fallback={null}>
      <LoanSummaryChunk {...props} />
    </Suspense>
  );
}
