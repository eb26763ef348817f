// Every text file of the build, compressed once at build time (issue 13): the static server sends
// the .br or .gz beside a file to a browser that accepts it (@fastify/static's preCompressed),
// so a phone on a slow line downloads about a quarter of the bytes and the server spends no CPU.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text the browser asks for; source maps are left as they are (developer tools only). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest)$/i;
/** Below this a compressed answer saves less than its headers cost. */
const MIN_BYTES = 512;

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** `content` as brotli (highest quality) and as gzip (best compression). */
export function compressedForms(content: Buffer): { br: Buffer; gzip: Buffer } {
  return {
    br: brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of at least MIN_BYTES. */
export function precompress(dir: string): PrecompressResult {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0 };
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    const { br: brotli, gzip } = compressedForms(content);
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzip);
    result.files += 1;
    result.bytes += content.length;
    result.brotliBytes += brotli.length;
  }
  return result;
}
