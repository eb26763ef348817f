import type { BrandConfig, Locale } from '../config/brand-config-schema';
import { initialValue } from '../config/clamp-to-bounds';
import { initialApplicationState, type ApplicationSliceState } from '../features/application';

export interface FirstPaintFacts {
  /** The brand whose first page the server put in the HTML (data-prerendered), if any. */
  prerenderedBrand: string | undefined;
  /** Whether the page sent is the framed one (no header or footer). */
  prerenderedEmbedded: boolean;
  brand: BrandConfig;
  locale: Locale;
  /** The path under the base path ('/' is the start route the build rendered). */
  route: string;
  embedded: boolean;
  state: ApplicationSliceState;
}

/**
 * Whether the browser's first render is the page the build rendered, so React can take it over
 * (hydrate) rather than draw it again: the same brand, in its default language, at the start
 * route, framed as the page sent was (the server sends a frame the framed page), for an applicant
 * with nothing restored, prefilled or coloured by the address. Any other visit renders afresh: a
 * returning applicant's page is not the build's.
 */
export function canHydrateFirstPage({
  prerenderedBrand,
  prerenderedEmbedded,
  brand,
  locale,
  route,
  embedded,
  state,
}: FirstPaintFacts): boolean {
  if (prerenderedBrand !== brand.id || locale !== brand.defaultLocale) return false;
  if (route !== '/' || embedded !== prerenderedEmbedded) return false;
  const data = state.applicationData;
  const fresh = initialApplicationState({ amount: data.amount, period: data.period });
  return (
    state.progressState === fresh.progressState &&
    state.visited.length === 0 &&
    data.id === undefined &&
    // The page sent offers no earlier lead to continue: a tab that has one draws its own.
    state.earlierLeadId === null &&
    data.amount === initialValue(brand.loan.amount) &&
    data.period === initialValue(brand.loan.period) &&
    Object.keys(state.uiColors).length === 0
  );
}
