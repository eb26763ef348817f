import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { countFiles, firstPageFiles, gzipBytes, type BuildManifest } from './first-page-bytes';

/** A tiny build: an entry with a shared chunk, a lazy page, and a page the prerender adds. */
const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index.js',
    imports: ['_shared.js', '_runtime.js'],
    css: ['assets/index.css'],
  },
  '_shared.js': { file: 'assets/shared.js', imports: ['_runtime.js'], css: ['assets/shared.css'] },
  '_runtime.js': { file: 'assets/runtime.js', imports: ['_shared.js'] },
  'src/lazy-page.tsx': { file: 'assets/lazy-page.js', imports: ['_shared.js'] },
  'font.woff2': { file: 'assets/font.woff2' },
};

describe('first page files', () => {
  test('takes the entry, its static imports once each (cycles too) and their styles', () => {
    expect(firstPageFiles(manifest)).toEqual([
      'assets/index.css',
      'assets/index.js',
      'assets/runtime.js',
      'assets/shared.css',
      'assets/shared.js',
    ]);
  });

  test('adds the files the prerender puts in the HTML, not lazy chunks or fonts', () => {
    const files = firstPageFiles(manifest, ['assets/theme.css', 'assets/font.woff2']);
    expect(files).toContain('assets/theme.css');
    expect(files).not.toContain('assets/lazy-page.js');
    expect(files).not.toContain('assets/font.woff2');
  });

  test('fails on an entry the manifest does not hold', () => {
    expect(() => firstPageFiles(manifest, [], 'other.html')).toThrow(/no module other.html/);
  });
});

describe('first page bytes', () => {
  test('sums each file gzipped at level 9, largest first, the same every time', () => {
    const contents: Record<string, string> = {
      'a.js': 'export const a = 1;'.repeat(40),
      'b.css': 'body{margin:0}',
    };
    const read = (file: string) => new TextEncoder().encode(contents[file] ?? '');
    const first = countFiles(['b.css', 'a.js'], read);
    expect(first.files.map((file) => [file.file, file.kind])).toEqual([
      ['a.js', 'script'],
      ['b.css', 'stylesheet'],
    ]);
    const expected = ['a.js', 'b.css'].map((file) => gzipSync(read(file), { level: 9 }).length);
    expect(first.total).toBe((expected[0] ?? 0) + (expected[1] ?? 0));
    expect(countFiles(['a.js', 'b.css'], read)).toEqual(first);
    expect(gzipBytes(read('a.js'))).toBe(expected[0]);
  });
});
