import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { pathText } from '../brand-check/brand-layers';
import {
  brandConfigJsonSchema,
  fieldsOf,
  flowJsonSchema,
  generatedFiles,
  repoRoot,
} from './brand-schema';

describe('the documented brand schema', () => {
  test.each([
    ['brand configuration', brandConfigJsonSchema],
    ['flow file', flowJsonSchema],
  ])('every field of the %s has a description', (_name, schema) => {
    const undescribed = fieldsOf(schema())
      .filter(({ node }) => !node.description)
      .map(({ path: fieldPath }) => pathText(fieldPath));
    expect(undescribed).toEqual([]);
  });

  test('an inline flow of a brand is described as a flow file is', () => {
    const fields = fieldsOf(brandConfigJsonSchema()).map(({ path: fieldPath }) =>
      pathText(fieldPath),
    );
    expect(fields).toContain('flow.steps[0].fields[0].rule');
  });

  test('the committed JSON Schemas and docs/brands.md are what the schemas generate (npm run brand:schema)', async () => {
    for (const { file, text } of await generatedFiles()) {
      expect(
        readFileSync(path.join(repoRoot, file), 'utf8'),
        `${file}: run npm run brand:schema`,
      ).toBe(text);
    }
  });
});
