import { StateRoutes } from '../src/features/flow/application-routes';
import { AllStepPages } from '../src/features/flow/v3-step-pages';

/** Pages outside the state table (spec section 2): a continue link, consents, unsubscribe. */
const EXTRA_ROUTES = [/^\/continue\/[^/]+$/, /^\/[^/]+\/consents$/, /^\/unsubscribe$/];

/** The state table's routes and every catalogue page's (the v3 pages are at `/{path}`). */
const stateRoutes = new Set([
  ...StateRoutes.map(({ route }) => route),
  ...Object.values(AllStepPages).map((page) => page.route),
]);

/**
 * Whether the app has a page at `route` (relative to the base path, without the query). The
 * history fallback answers these 200; anything else, /404 included, is the not-found page.
 */
export function isKnownAppRoute(route: string): boolean {
  const normalised = route.length > 1 ? route.replace(/\/+$/, '') : route;
  return (
    normalised === '' ||
    stateRoutes.has(normalised) ||
    EXTRA_ROUTES.some((pattern) => pattern.test(normalised))
  );
}
