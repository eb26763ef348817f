import { describe, expect, test } from 'vitest';
import { hasSvgRoot } from './svg-root';

describe('svg root', () => {
  test.each([
    ['a bare root', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>'],
    ['after a declaration and a comment', '<?xml version="1.0"?>\n<!-- drawn -->\n<svg>\n</svg>'],
    ['after a doctype', '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg></svg>'],
    ['after a byte order mark', '\uFEFF<svg>\n</svg>'],
  ])('takes %s', (_, text) => {
    expect(hasSvgRoot(text)).toBe(true);
  });

  test.each([
    ['text', 'not an svg'],
    ['an empty file', ''],
    ['an HTML page holding one', '<html><body><svg></svg></body></html>'],
    ['another element starting alike', '<svgx></svgx>'],
    ['a PNG', '\u0089PNG\r\n\u001a\n'],
    ['a root behind a comment never closed', '<!-- <svg></svg>'],
  ])('refuses %s', (_, text) => {
    expect(hasSvgRoot(text)).toBe(false);
  });
});
