/**
 * What a brand's SVG draws, read from its text for the brand tests (jsdom has no SVG geometry):
 * its viewBox and size, its elements, and every point its paths reach.
 */
export type SvgFile = {
  viewBox: { x: number; y: number; width: number; height: number };
  width: number;
  height: number;
  elements: string[];
  points: [x: number, y: number][];
};

/** Numbers each path command takes, and which of them are x (0) and y (1). */
const AXES: Record<string, readonly (0 | 1)[]> = {
  M: [0, 1],
  L: [0, 1],
  H: [0],
  V: [1],
  C: [0, 1, 0, 1, 0, 1],
  Q: [0, 1, 0, 1],
  Z: [],
};

/**
 * Every point a path's data names, control points included: a Bézier curve stays within the hull
 * of its points, so a path whose points are all inside a box is inside it too. Arcs and smooth
 * curves are refused, since their points do not bound them so simply.
 */
export function pathPoints(data: string): [number, number][] {
  const points: [number, number][] = [];
  const tokens = data.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  let command = '';
  let current: [number, number] = [0, 0];
  let start: [number, number] = [0, 0];
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index] ?? '';
    if (/[a-zA-Z]/.test(token)) {
      command = token;
      index += 1;
      if (command.toUpperCase() === 'Z') current = start;
      continue;
    }
    const axes = AXES[command.toUpperCase()];
    if (!axes || axes.length === 0) throw new Error(`Unexpected path command "${command}"`);
    const relative = command === command.toLowerCase();
    const values = tokens.slice(index, index + axes.length).map(Number);
    index += axes.length;
    const base = relative ? current : ([0, 0] as [number, number]);
    let point: [number, number] = [...current];
    for (let at = 0; at < axes.length; at += 1) {
      const axis = axes[at] ?? 0;
      point[axis] = (base[axis] ?? 0) + (values[at] ?? NaN);
      // A pair (or a lone H or V value) is a point.
      if (axes.length === 1 || at % 2 === 1) {
        points.push([...point]);
        if (at < axes.length - 1) point = [...current];
      }
    }
    current = point;
    if (command.toUpperCase() === 'M') {
      start = point;
      // Pairs after a move are lines.
      command = relative ? 'l' : 'L';
    }
  }
  return points;
}

export function readSvg(text: string): SvgFile {
  const attribute = (name: string) =>
    new RegExp(`<svg[^>]* ${name}="([^"]*)"`).exec(text)?.[1] ?? '';
  const [x = NaN, y = NaN, width = NaN, height = NaN] = attribute('viewBox').split(' ').map(Number);
  return {
    viewBox: { x, y, width, height },
    width: Number(attribute('width')),
    height: Number(attribute('height')),
    elements: [...text.matchAll(/<([a-zA-Z]+)[\s>/]/g)].map((match) => match[1] ?? ''),
    points: [
      ...[...text.matchAll(/ d="([^"]*)"/g)].flatMap((match) => pathPoints(match[1] ?? '')),
      ...shapePoints(text),
    ],
  };
}

/** The basic shapes a hand-made logo may use (decision 0038), besides paths. */
export const SvgShapes = ['circle', 'ellipse', 'rect', 'polygon', 'polyline', 'line'] as const;

/** The corners of the box each basic shape fills, or its points: it stays within them. */
function shapePoints(text: string): [number, number][] {
  const points: [number, number][] = [];
  for (const [element = '', name = ''] of text.matchAll(/<([a-z]+)\b[^>]*>/g)) {
    const at = (attribute: string) =>
      Number(new RegExp(`\\s${attribute}="([^"]*)"`).exec(element)?.[1] ?? 0);
    const box = (x: number, y: number, width: number, height: number) =>
      points.push([x, y], [x + width, y + height]);
    if (name === 'circle') box(at('cx') - at('r'), at('cy') - at('r'), 2 * at('r'), 2 * at('r'));
    if (name === 'ellipse')
      box(at('cx') - at('rx'), at('cy') - at('ry'), 2 * at('rx'), 2 * at('ry'));
    if (name === 'rect') box(at('x'), at('y'), at('width'), at('height'));
    if (name === 'line') points.push([at('x1'), at('y1')], [at('x2'), at('y2')]);
    if (name === 'polygon' || name === 'polyline') {
      const numbers = (/\spoints="([^"]*)"/.exec(element)?.[1] ?? '').trim().split(/[\s,]+/);
      for (let index = 0; index + 1 < numbers.length; index += 2) {
        points.push([Number(numbers[index]), Number(numbers[index + 1])]);
      }
    }
  }
  return points;
}
