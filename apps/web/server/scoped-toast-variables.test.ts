import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from 'vitest';
import { scopeToastVariables } from './scoped-toast-variables';

const libraryCss = readFileSync(
  createRequire(import.meta.url).resolve('react-toastify/dist/ReactToastify.css'),
  'utf8',
);

test('the toast library’s custom properties are declared on its container, not on the page', () => {
  expect(libraryCss).toMatch(/:root\s*\{/);
  const scoped = scopeToastVariables(libraryCss);
  expect(scoped).not.toMatch(/:root/);
  expect(scoped).toContain(':where(.Toastify){');
  // Every declaration is kept.
  expect(scoped.match(/--toastify-[\w-]+\s*:/g)).toEqual(
    libraryCss.match(/--toastify-[\w-]+\s*:/g),
  );
});
