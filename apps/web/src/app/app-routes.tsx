import { lazy, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { retryingImport } from '../lib/retrying-import';

/** Only a wrong address shows it: its own chunk, off the first page. */
const NotFoundPage = lazy(() =>
  retryingImport(() => import('./not-found-page')).then((module) => ({
    default: module.NotFoundPage,
  })),
);

/** One catch-all route renders the brand's application page; /404 is the not-found target. */
export function AppRoutes({
  applicationPage: ApplicationPage,
}: {
  applicationPage: ComponentType;
}) {
  return (
    <Switch>
      <Route path="/404">
        <NotFoundPage />
      </Route>
      <Route>
        <ApplicationPage />
      </Route>
    </Switch>
  );
}
