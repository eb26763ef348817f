import { createContext, useContext } from 'react';

/**
 * Whether a page is the one shown. A flow's likely next page is drawn ahead, out of the document,
 * while the applicant is on the page before it (app/application-pages/pages-drawn-ahead.tsx); it
 * takes focus and names the document only once it shows.
 */
export const PageShownContext = createContext(true);

export function usePageShown(): boolean {
  return useContext(PageShownContext);
}
