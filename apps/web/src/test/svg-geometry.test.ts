import { describe, expect, test } from 'vitest';
import { pathPoints, readSvg } from './svg-geometry';

describe('svg geometry', () => {
  test('reads absolute and relative commands, control points included, and repeated pairs', () => {
    expect(pathPoints('M1 2h3v-1.5c1 1 2 .5 3-1l1 1 2 2zM10 10Q11 12 12 10')).toEqual([
      [1, 2],
      [4, 2],
      [4, 0.5],
      [5, 1.5],
      [6, 1],
      [7, -0.5],
      [8, 0.5],
      [10, 2.5],
      [10, 10],
      [11, 12],
      [12, 10],
    ]);
  });

  test('glued numbers are read as a browser reads them', () => {
    expect(pathPoints('M1.5.5l-.5-.5')).toEqual([
      [1.5, 0.5],
      [1, 0],
    ]);
  });

  test('refuses arcs, whose points do not bound them', () => {
    expect(() => pathPoints('M0 0A5 5 0 0 1 10 0')).toThrow(/"A"/);
  });

  test('reads the size, the elements and the points of a file', () => {
    const svg = readSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10" width="20" height="10"><title>X</title><path d="M1 1h2"/></svg>',
    );
    expect(svg).toEqual({
      viewBox: { x: 0, y: 0, width: 20, height: 10 },
      width: 20,
      height: 10,
      elements: ['svg', 'title', 'path'],
      points: [
        [1, 1],
        [3, 1],
      ],
    });
  });

  test('a logo drawn by hand in basic shapes: each reaches the box it fills', () => {
    const svg = readSvg(
      '<svg viewBox="0 0 40 40" width="40" height="40"><circle cx="10" cy="12" r="4"/><rect x="20" y="2" width="5" height="6"/><polygon points="1,2 3,4"/></svg>',
    );
    expect(svg.elements).toEqual(['svg', 'circle', 'rect', 'polygon']);
    expect(svg.points).toEqual([
      [6, 8],
      [14, 16],
      [20, 2],
      [25, 8],
      [1, 2],
      [3, 4],
    ]);
  });
});
