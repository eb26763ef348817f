import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { NotFoundPage } from './not-found-page';

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
