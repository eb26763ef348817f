// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { generatedReadmes } from './brand-tables.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** The READMEs' brand tables are generated from the folders (decision 0038), never edited. */
describe('the README tables of brands', () => {
  test('are as `npm run brand:tables` writes them from the brand folders', async () => {
    const expected = (await generatedReadmes()) as Record<string, string>;
    expect(Object.keys(expected)).toEqual(['README.md', 'apps/sandbox-api/README.md']);
    for (const [file, text] of Object.entries(expected)) {
      expect(
        readFileSync(path.join(root, file), 'utf8') === text,
        `${file} is out of date: run npm run brand:tables`,
      ).toBe(true);
    }
  });
});
