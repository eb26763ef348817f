import { afterEach, describe, expect, test, vi } from 'vitest';
import { addFontFaces } from './add-font-faces';
import { brandFontFile } from './brand-font-files';

/** FontFace as the browser has it, recording what it was made with (jsdom has none). */
class RecordedFace {
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {}
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a brand font added apart from the theme stylesheet', () => {
  test('one optional face a subset, from the app’s own file, limited to its characters', () => {
    const added: RecordedFace[] = [];
    vi.stubGlobal('FontFace', RecordedFace);
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { add: (face: RecordedFace) => added.push(face) },
    });
    addFontFaces({ name: 'source-sans-3', subsets: ['latin', 'vietnamese'] });
    expect(added).toEqual([
      {
        family: 'Source Sans 3',
        source: `url(${brandFontFile('source-sans-3', 'latin')}) format('woff2')`,
        descriptors: expect.objectContaining({ display: 'optional', weight: '200 900' }),
      },
      expect.objectContaining({
        source: `url(${brandFontFile('source-sans-3', 'vietnamese')}) format('woff2')`,
        descriptors: expect.objectContaining({
          unicodeRange: expect.stringContaining('U+1EA0-1EF9'),
        }),
      }),
    ]);
  });
});
