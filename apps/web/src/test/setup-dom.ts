import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { pageLoadStarted } from '../components/ui/page-heading';

// jsdom does no layout, so it has no scrollIntoView; browsers all do.
if (!('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined });
}
// Nor does its window scroll: its scrollTo only reports that it is not implemented.
window.scrollTo = () => undefined;

// Pages load lazily (their chunks are transformed on first import): give findBy* time for that on
// a busy two-core machine, rather than fail on the first import's cost.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
  // Each test's render is a page load of its own.
  pageLoadStarted();
});
