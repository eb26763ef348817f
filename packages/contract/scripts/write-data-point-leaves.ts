/** `npm run data-points:leaves`: writes src/later-data-point-leaves.ts from the later table. */
import { writeFileSync } from 'node:fs';
import { laterLeavesFileText } from '../src/data-point-leaves-file.js';
import { LaterDataPoints } from '../src/later-data-points.js';

const file = new URL('../src/later-data-point-leaves.ts', import.meta.url);
writeFileSync(file, laterLeavesFileText(LaterDataPoints));
console.log('data-points:leaves: wrote src/later-data-point-leaves.ts');
