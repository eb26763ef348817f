import { Suspense, useSyncExternalStore, type ComponentProps } from 'react';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { retryingImport } from '../../lib/retrying-import';
import type { RepresentativeExample as LoadedExample } from './representative-example';

const ExampleChunk = preloadableLazy<ComponentProps<typeof LoadedExample>>(() =>
  retryingImport(() => import('./representative-example')).then((module) => ({
    default: module.RepresentativeExample,
  })),
);

/** The example's chunk, prefetched while the first page is idle, with the loan summary's. */
export const preloadRepresentativeExample = () => ExampleChunk.preload();

const never = () => () => undefined;

/**
 * The representative example for pages that show it below what they ask (the loan summary):
 * never in the served HTML, drawn once the page runs, from a chunk of its own. The v3 first page
 * shows it in its summary under the form, and its budget (npm run budget) has no room for the
 * code in the HTML's preloads; the classic first page carries it with the loan step instead.
 */
export function RepresentativeExampleBelow(props: ComponentProps<typeof ExampleChunk>) {
  // False while the served HTML is drawn and hydrated, true in the browser after: no mismatch.
  const running = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  return running ? (
    <Suspense fallback={null}>
      <ExampleChunk {...props} />
    </Suspense>
  ) : null;
}
