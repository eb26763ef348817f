// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { precompress } from './precompress';

const script = `export const texts = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `text ${i}`))};`;

describe('precompress', () => {
  test('writes brotli and gzip copies of every text file of the build, each decoding to the file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lf-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, 'locales', 'es'), { recursive: true });
    const files = ['assets/index-abc.js', 'assets/index-abc.css', 'locales/es/translation.json'];
    for (const file of files) writeFileSync(path.join(dir, file), script);

    const result = precompress(dir);

    expect(result.files).toBe(3);
    for (const file of files) {
      const full = path.join(dir, file);
      expect(brotliDecompressSync(readFileSync(`${full}.br`)).toString()).toBe(script);
      expect(gunzipSync(readFileSync(`${full}.gz`)).toString()).toBe(script);
    }
    expect(result.brotliBytes).toBeLessThan(result.bytes / 3);
  });

  test('leaves source maps, images and files too small to gain as they are', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lf-precompress-'));
    writeFileSync(path.join(dir, 'index.js.map'), script);
    writeFileSync(path.join(dir, 'logo.png'), script);
    writeFileSync(path.join(dir, 'tiny.js'), 'console.log(1)');

    expect(precompress(dir).files).toBe(0);
    for (const file of ['index.js.map', 'logo.png', 'tiny.js']) {
      expect(existsSync(path.join(dir, `${file}.br`)), file).toBe(false);
    }
  });
});
