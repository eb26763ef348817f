// @vitest-environment node
/// <reference types="node" />
/**
 * The Vietnamese texts use one word for one thing, everywhere: "liên kết" for a link (never
 * "đường dẫn") and "email" (never "e-mail"), as the e-mail field's label "Địa chỉ email" does.
 * Walked on vay-nhanh-vn: the continue page's paragraph said "liên kết" and then "đường dẫn", and
 * the e-mail field's empty error said "Nhập địa chỉ e-mail của bạn".
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const vietnameseDir = join(dirname(fileURLToPath(import.meta.url)), '../../../public/locales/vn');

/** The other word for each term, not used. */
const OTHER_WORDS = /đường dẫn|e-mail/iu;

/** Every text of a translation file, with its key path. */
function texts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => texts(inner, `${path}>${key}`));
  }
  return [];
}

test('every Vietnamese text says "liên kết" and "email", never "đường dẫn" or "e-mail"', () => {
  const otherWords = readdirSync(vietnameseDir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => texts(JSON.parse(readFileSync(join(vietnameseDir, file), 'utf8')), file))
    .filter(([, text]) => OTHER_WORDS.test(text))
    .map(([path, text]) => `${path}: ${text}`);
  expect(otherWords).toEqual([]);
});
