/** `npm run brand:schema`: writes the JSON Schemas and docs/brands.md from the zod schemas. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatedFiles, repoRoot } from './brand-schema';

for (const { file, text } of await generatedFiles()) {
  mkdirSync(path.dirname(path.join(repoRoot, file)), { recursive: true });
  writeFileSync(path.join(repoRoot, file), text);
  console.log(`brand:schema: wrote ${file}`);
}
