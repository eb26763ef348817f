import { Suspense, type ComponentProps } from 'react';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { retryingImport } from '../../lib/retrying-import';
import type { LoanSummary as LoadedSummary } from './loan-summary';
import type { LoanInformationStep as LoadedStep } from './loan-information-step';

const LoanSummaryChunk = preloadableLazy<ComponentProps<typeof LoadedSummary>>(() =>
  retryingImport(() => import('./loan-summary')).then((module) => ({
    default: module.LoanSummary,
  })),
);

/**
 * The loan summary's chunk, prefetched while the first page is idle: once loaded, the summary is
 * drawn with the later step that shows it, not a task after it.
 */
export const preloadLoanSummary = () => LoanSummaryChunk.preload();

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

/**
 * The loan page of a configured (v3) flow (`loan-details`), from the classic page's chunk: a v3
 * brand's first page is the contact details, and carried its code and the sliders' for nothing
 * (1.2 KB at gzip). A flow that starts with it has it fetched with the HTML (the prerender).
 */
export const LazyLoanInformationStep = preloadableLazy<ComponentProps<typeof LoadedStep>>(() =>
  retryingImport(() => import('./loan-information-step')).then((module) => ({
    default: module.LoanInformationStep,
  })),
);
