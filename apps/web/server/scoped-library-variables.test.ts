import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { declaresLibraryVariablesOnRoot, scopedLibraryVariables } from './scoped-library-variables';

const libraryCss = (file: string) =>
  readFileSync(createRequire(import.meta.url).resolve(file), 'utf8');

/** What the build's plugin makes of a file it is given. */
function transformed(file: string): string {
  const plugin = scopedLibraryVariables();
  const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
  const id = createRequire(import.meta.url).resolve(file);
  const result = transform(libraryCss(file), `${id}?direct`);
  if (!result) throw new Error(`${file} was not transformed`);
  return result.code;
}

describe.each([
  { file: 'react-toastify/dist/ReactToastify.css', scope: '.Toastify', prefix: '--toastify-' },
  { file: 'vanilla-cookieconsent/dist/cookieconsent.css', scope: '#cc-main', prefix: '--cc-' },
])('$file', ({ file, scope, prefix }) => {
  test('its custom properties are declared on its own element, not on the page', () => {
    const original = libraryCss(file);
    expect(original).toMatch(/:root\s*\{/);
    const scoped = transformed(file);
    expect(scoped).not.toMatch(/:root/);
    expect(scoped).toContain(`:where(${scope}){`);
    // Every declaration is kept.
    const declared = new RegExp(`${prefix}[\\w-]+\\s*:`, 'g');
    expect(scoped.match(declared)).toEqual(original.match(declared));
    // What npm run budget looks for in the build.
    expect(declaresLibraryVariablesOnRoot(original)).toBe(true);
    expect(declaresLibraryVariablesOnRoot(scoped)).toBe(false);
  });
});

test('another stylesheet is left as it is', () => {
  const plugin = scopedLibraryVariables();
  const transform = plugin.transform as (code: string, id: string) => unknown;
  expect(transform(':root{--x:1}', '/app/src/styles/global.css')).toBeNull();
});
