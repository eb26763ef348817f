import { createContext, useContext } from 'react';

/**
 * Whether a page is the one shown: always, since pages are no longer drawn ahead of the move
 * (decision 0029 retired decision 0025). Only `PageHeading` still reads it; it goes with that
 * reading once the React 19 switch, which is changing page-heading.tsx, has landed.
 */
export const PageShownContext = createContext(true);

export function usePageShown(): boolean {
  return useContext(PageShownContext);
}
