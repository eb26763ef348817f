import { describe, expect, test } from 'vitest';

/**
 * libphonenumber-js (~29 KB gzip) must stay off the first page: only `phone-number.ts` and
 * `mobile-phone-number.ts` import the contract's phone checks that use it, and only a dynamic
 * `import()` reaches them. Sources are read as text.
 */
const PHONE_MODULES = ['./mobile-phone-number.ts', './phone-number.ts'];
const validationSources = import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const firstPageSources = import.meta.glob<string>(
  [
    '../../app/**/*.{ts,tsx}',
    '../loan-information/**/*.{ts,tsx}',
    '../../main.tsx',
    '../../start.tsx',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** The phone library, or the contract's checks that import it. */
const isPhoneLibrary = (from: string) =>
  from.startsWith('libphonenumber-js') || /^@lf\/contract\/(?:mobile-)?phone-checks$/.test(from);

/** Static imports and re-exports that bring code at run time (`import type` is erased). */
function runtimeImports(source: string): string[] {
  return [...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map(
    (match) => match[1] ?? '',
  );
}

describe('the phone module stays lazy', () => {
  test('the sources are found', () => {
    expect(Object.keys(validationSources)).toContain('./phone-number.ts');
    expect(Object.keys(firstPageSources).length).toBeGreaterThan(5);
  });

  test('only the phone modules import libphonenumber-js or the contract’s phone checks', () => {
    const importers = Object.entries(validationSources)
      .filter(([, source]) => runtimeImports(source).some(isPhoneLibrary))
      .map(([path]) => path);
    expect(importers.sort()).toEqual(PHONE_MODULES);
  });

  test('no module of the feature but the phone modules imports them statically', () => {
    const importers = Object.entries(validationSources)
      .filter(([, source]) => runtimeImports(source).some((from) => from.endsWith('phone-number')))
      .map(([path]) => path);
    expect(importers).toEqual([]);
    expect(validationSources['./phone-modules.ts']).toContain("import('./phone-number')");
    expect(validationSources['./phone-modules.ts']).toContain("import('./mobile-phone-number')");
  });

  test('the first page never imports it', () => {
    for (const [path, source] of Object.entries(firstPageSources)) {
      const imports = runtimeImports(source);
      expect(
        imports.filter((from) => isPhoneLibrary(from) || from.endsWith('phone-number')),
        path,
      ).toEqual([]);
    }
  });
});
