import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from './not-found-page';

/** One catch-all route renders the brand's application page; /404 is the not-found target. */
export function AppRoutes({
  applicationPage: ApplicationPage,
}: {
  applicationPage: ComponentType;
}) {
  return (
    <Routes>
      <Route path="/404" element={<NotFoundPage />} />
      <Route path="*" element={<ApplicationPage />} />
    </Routes>
  );
}
