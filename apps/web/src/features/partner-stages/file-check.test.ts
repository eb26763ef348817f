import { ID_UPLOAD_MAX_BYTES } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import { checkFile, MAX_MEGABYTES, uploadTypeOf } from './file-check';

const file = (type: string, size = 1000) => ({ type, size });

describe('identity document file, before sending', () => {
  test('a JPEG, PNG or PDF within the limit passes', () => {
    for (const type of ['image/jpeg', 'image/png', 'application/pdf']) {
      expect(checkFile(file(type))).toBeNull();
    }
    expect(checkFile(file('image/png', ID_UPLOAD_MAX_BYTES))).toBeNull();
  });

  test('any other type is refused, whatever its size', () => {
    for (const type of ['image/heic', 'image/gif', 'image/svg+xml', 'text/plain', '']) {
      expect(checkFile(file(type, ID_UPLOAD_MAX_BYTES * 2))).toBe('wrongType');
    }
  });

  test('a file over the limit, or an empty one, is refused', () => {
    expect(checkFile(file('application/pdf', ID_UPLOAD_MAX_BYTES + 1))).toBe('tooLarge');
    expect(checkFile(file('image/jpeg', 0))).toBe('empty');
    expect(MAX_MEGABYTES).toBe(8);
  });

  test('a JPEG by another of its names is sent as image/jpeg', () => {
    expect(uploadTypeOf(file('image/jpg'))).toBe('image/jpeg');
    expect(uploadTypeOf(file('IMAGE/PJPEG'))).toBe('image/jpeg');
    expect(uploadTypeOf(file('application/PDF'))).toBe('application/pdf');
  });
});
