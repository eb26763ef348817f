import { describe, expect, test } from 'vitest';
import { fileTypeOf, uploadTypeOf } from './file-signature.js';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('identity document file', () => {
  test('is known by how it starts, not by what it claims', () => {
    expect(fileTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00))).toBe('image/jpeg');
    expect(fileTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00))).toBe(
      'image/png',
    );
    expect(fileTypeOf(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
  });

  test('anything else, a truncated header or nothing at all is no accepted file', () => {
    expect(fileTypeOf(new TextEncoder().encode('GIF89a'))).toBeUndefined();
    expect(fileTypeOf(new TextEncoder().encode('<svg'))).toBeUndefined();
    expect(fileTypeOf(bytes(0xff, 0xd8))).toBeUndefined();
    expect(fileTypeOf(bytes())).toBeUndefined();
  });

  test('its declared type is read without parameters or case, and only the three accepted', () => {
    expect(uploadTypeOf('image/JPEG')).toBe('image/jpeg');
    expect(uploadTypeOf('application/pdf; name=id.pdf')).toBe('application/pdf');
    expect(uploadTypeOf('image/gif')).toBeUndefined();
    expect(uploadTypeOf(undefined)).toBeUndefined();
  });
});
