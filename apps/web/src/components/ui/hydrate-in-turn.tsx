import { Suspense, type ReactElement } from 'react';
import { hydrationTurnOf } from '../../lib/hydration-turns';

function WaitForTurn({ part, children }: { part: string; children: ReactElement }) {
  const turn = hydrationTurnOf(part);
  // Suspending while React takes the server's page over keeps the part's markup as it is (it
  // stays on screen and readable), and React takes it over when the promise settles.
  if (turn) throw turn;
  return children;
}

/**
 * A part of the page React takes over in a task of its own, after the parts before it (see
 * lib/hydration-turns.ts); elsewhere (a later page, the server's render) it is drawn at once.
 * Its child must draw one element: the renderer keeps a waiting part's first element only.
 */
export function HydrateInTurn({ part, children }: { part: string; children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn part={part}>{children}</WaitForTurn>
    </Suspense>
  );
}
