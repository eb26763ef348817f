import { Route, Routes } from 'react-router';
import { ApplicationPage } from './application-page';
import { NotFoundPage } from './not-found-page';

/** One catch-all route renders the application page; /404 is the not-found target. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/404" element={<NotFoundPage />} />
      <Route path="*" element={<ApplicationPage />} />
    </Routes>
  );
}
