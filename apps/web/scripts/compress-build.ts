// The last build step: brotli and gzip copies of every text file in dist (see server/precompress).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from '../server/precompress';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const { files, bytes, brotliBytes } = precompress(dist);
console.log(
  `compressed ${files} files: ${(bytes / 1024).toFixed(0)} KB, ${(brotliBytes / 1024).toFixed(0)} KB as brotli`,
);
