// Draws every brand's logo.svg and favicon.svg (apps/web/src/brands/<id>/) from its folder's
// wordmark.json (symbol and font), its name and its theme's primary colour as the app resolves
// them, and sets the brand's logoWidth to the logo's width at 40 px high; a folder without a
// wordmark.json keeps its hand-made logo (its width is still set). Then every partner's wordmark
// (apps/sandbox-api/src/partners/wordmarks/<slug>.svg) from the sandbox's partner catalogue.
// Re-runnable: `npm run wordmarks` (run with tsx, which reads the TypeScript) writes the same
// bytes again; `npm run wordmarks -- --brand <id>` draws that brand alone. Change a mark in the
// brand's wordmark.json or the catalogue, never in the SVG (decisions 0020 and 0038).
//
// A logo is the brand's symbol (simple shapes drawn below) beside its name, both in the theme's
// primary colour. The name is OUTLINED: the glyphs' outlines are written as paths, with no
// <text>, so the logo looks the same whatever fonts a phone has, and never runs past its edge.
// In a dark contrast theme the logo draws itself white (decision 0051). A favicon is the symbol
// alone, white on a primary tile, so it shows on light and dark tabs.
//
// Fonts, read from their npm packages (devDependencies, never shipped to the browser):
// - Plus Jakarta Sans ExtraBold (800), Copyright 2020 The Plus Jakarta Sans Project Authors,
//   @fontsource/plus-jakarta-sans 5.3.0
// - Sora Bold (700), Copyright 2019 The Sora Project Authors, @fontsource/sora 5.3.0
// Both under the SIL Open Font License 1.1 (each package's LICENSE), which allows outlines of
// their glyphs in a logo. Fontsource splits a font by script: each letter is taken from the
// subset that has it (ż from latin-ext, the rest from latin). Outlines by opentype.js 2.0.0 (MIT).
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import opentype from 'opentype.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const brandsDir = path.join(root, 'apps/web/src/brands');
const partnerWordmarksDir = path.join(root, 'apps/sandbox-api/src/partners/wordmarks');

/** A font's Fontsource subsets at one weight, in the order a letter is looked for. */
function loadFont(family, weight) {
  return ['latin', 'latin-ext'].map((subset) => {
    const file = path.join(
      root,
      `node_modules/@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff`,
    );
    const bytes = readFileSync(file);
    return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
  });
}

const FONTS = {
  jakarta: loadFont('plus-jakarta-sans', 800),
  sora: loadFont('sora', 700),
};

// ---------------------------------------------------------------------------------------------
// Outlines: a list of contours, each a list of absolute commands in logo pixels.

/** Contours of `text` set at `size` px from (x, baseline), kerned within each subset. */
function textOutline(subsets, text, x, baseline, size, tracking = 0) {
  const contours = [];
  let pen = x;
  let previous;
  for (const char of text) {
    const font = subsets.find((candidate) => candidate.charToGlyphIndex(char) > 0);
    if (!font) throw new Error(`No glyph for "${char}" in ${subsets[0].names.fontFamily.en}`);
    const glyph = font.charToGlyph(char);
    const scale = size / font.unitsPerEm;
    if (previous?.font === font) pen += font.getKerningValue(previous.glyph, glyph) * scale;
    contours.push(...splitContours(glyph.getPath(pen, baseline, size).commands));
    pen += glyph.advanceWidth * scale + tracking;
    previous = { font, glyph };
  }
  return contours;
}

function splitContours(commands) {
  const contours = [];
  for (const command of commands) {
    if (command.type === 'M') contours.push([]);
    contours.at(-1)?.push(command);
  }
  return contours.filter((contour) => contour.length > 1);
}

/** Cap height of a font, in em. */
const capHeight = (subsets) => subsets[0].tables.os2.sCapHeight / subsets[0].unitsPerEm;

const polygon = (points) => [
  { type: 'M', x: points[0][0], y: points[0][1] },
  ...points.slice(1).map(([x, y]) => ({ type: 'L', x, y })),
  { type: 'Z' },
];

/** An arc from angle a0 to a1 (radians, clockwise on screen) as cubic curves, no move. */
function arc(cx, cy, r, a0, a1) {
  const steps = Math.ceil(Math.abs(a1 - a0) / (Math.PI / 2) - 1e-9);
  const step = (a1 - a0) / steps;
  const k = (4 / 3) * Math.tan(step / 4);
  const out = [];
  for (let i = 0; i < steps; i++) {
    const s = a0 + i * step;
    const e = s + step;
    out.push({
      type: 'C',
      x1: cx + r * (Math.cos(s) - k * Math.sin(s)),
      y1: cy + r * (Math.sin(s) + k * Math.cos(s)),
      x2: cx + r * (Math.cos(e) + k * Math.sin(e)),
      y2: cy + r * (Math.sin(e) - k * Math.cos(e)),
      x: cx + r * Math.cos(e),
      y: cy + r * Math.sin(e),
    });
  }
  return out;
}

const at = (cx, cy, r, a) => ({ x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) });

function circle(cx, cy, r) {
  return [{ type: 'M', ...at(cx, cy, r, 0) }, ...arc(cx, cy, r, 0, 2 * Math.PI), { type: 'Z' }];
}

/** The part of one disc (centre c, radius r) outside another (centre o, radius R) that cuts it. */
function crescent(c, r, o, R) {
  const [dx, dy] = [c[0] - o[0], c[1] - o[1]];
  const d = Math.hypot(dx, dy);
  // Where the circles cross: along o -> c at distance a from o, h either side.
  const a = (R * R - r * r + d * d) / (2 * d);
  const h = Math.sqrt(R * R - a * a);
  const [ux, uy] = [dx / d, dy / d];
  const base = [o[0] + a * ux, o[1] + a * uy];
  const crossings = [
    [base[0] - h * uy, base[1] + h * ux],
    [base[0] + h * uy, base[1] - h * ux],
  ];
  const angle = (centre, point) => Math.atan2(point[1] - centre[1], point[0] - centre[0]);
  // The outer edge runs round the far side of c's circle, the inner one round the near side of o's.
  const away = Math.atan2(dy, dx);
  const span = (from, to, through) => {
    let end = to;
    while (end < from) end += 2 * Math.PI;
    let middle = through;
    while (middle < from) middle += 2 * Math.PI;
    return middle <= end ? [from, end] : [from, end - 2 * Math.PI];
  };
  const [o0, o1] = span(angle(c, crossings[0]), angle(c, crossings[1]), away);
  const [i0, i1] = span(angle(o, crossings[1]), angle(o, crossings[0]), away);
  return [
    { type: 'M', ...at(c[0], c[1], r, o0) },
    ...arc(c[0], c[1], r, o0, o1),
    ...arc(o[0], o[1], R, i0, i1),
    { type: 'Z' },
  ];
}

function roundedRect(x, y, width, height, r) {
  const corner = (cx, cy, from) => arc(cx, cy, r, from, from + Math.PI / 2);
  return [
    { type: 'M', x: x + r, y },
    { type: 'L', x: x + width - r, y },
    ...corner(x + width - r, y + r, -Math.PI / 2),
    { type: 'L', x: x + width, y: y + height - r },
    ...corner(x + width - r, y + height - r, 0),
    { type: 'L', x: x + r, y: y + height },
    ...corner(x + r, y + height - r, Math.PI / 2),
    { type: 'L', x, y: y + r },
    ...corner(x + r, y + r, Math.PI),
    { type: 'Z' },
  ];
}

/** A bar from one point to another, `width` thick, as a four-cornered contour. */
function bar([x0, y0], [x1, y1], width) {
  const length = Math.hypot(x1 - x0, y1 - y0);
  const nx = (-(y1 - y0) / length) * (width / 2);
  const ny = ((x1 - x0) / length) * (width / 2);
  return polygon([
    [x0 + nx, y0 + ny],
    [x1 + nx, y1 + ny],
    [x1 - nx, y1 - ny],
    [x0 - nx, y0 - ny],
  ]);
}

// ---------------------------------------------------------------------------------------------
// The symbols, each drawn in a 32 px square (0..32); filled with the even-odd rule, so a contour
// inside another is a hole.

const SYMBOLS = {
  /** CrediSol: the sun, a disc and eight rays. */
  sun: () => [
    circle(16, 16, 7),
    ...Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4 - Math.PI / 2;
      return bar(
        [16 + 10 * Math.cos(a), 16 + 10 * Math.sin(a)],
        [16 + 15 * Math.cos(a), 16 + 15 * Math.sin(a)],
        3.6,
      );
    }),
  ],
  /** Lei Rapid: two chevrons, going forward. */
  chevrons: () =>
    [2, 14].map((x) =>
      polygon([
        [x, 3],
        [x + 7, 3],
        [x + 16, 16],
        [x + 7, 29],
        [x, 29],
        [x + 9, 16],
      ]),
    ),
  /** KreditKlar (clear): a tick in a ring. */
  tick: () => [
    circle(16, 16, 15),
    circle(16, 16, 11.8),
    polygon([
      [8.6, 16.2],
      [11.2, 13.6],
      [14.2, 16.6],
      [20.8, 10],
      [23.4, 12.6],
      [14.2, 21.8],
    ]),
  ],
  /** Pożyczka Plus: a plus cut out of a disc. */
  plus: () => [
    circle(16, 16, 15),
    polygon([
      [14, 8],
      [18, 8],
      [18, 14],
      [24, 14],
      [24, 18],
      [18, 18],
      [18, 24],
      [14, 24],
      [14, 18],
      [8, 18],
      [8, 14],
      [14, 14],
    ]),
  ],
  /** PrestaYa (now): a bolt of lightning. */
  bolt: () => [
    polygon([
      [19.5, 1],
      [5, 18.5],
      [14.5, 18.5],
      [11.5, 31],
      [27, 12.5],
      [17.5, 12.5],
    ]),
  ],
  /** Crédito Ágil: three bars leaning forward, rising. */
  stride: () =>
    [
      [1, 14],
      [10, 21],
      [19, 28],
    ].map(([x, height]) =>
      polygon([
        [x, 30],
        [x + 6, 30],
        [x + 6 + height * 0.2, 30 - height],
        [x + height * 0.2, 30 - height],
      ]),
    ),
  /** Vay Nhanh (fast): an arrow turning round, the quick turnaround. */
  turn: () => {
    const [cx, cy, outer, inner] = [16, 16, 14.5, 9];
    const [from, to] = [-Math.PI / 2 + 0.5, Math.PI * 1.25];
    const mid = (outer + inner) / 2;
    const head = at(cx, cy, mid, to);
    const tangent = to + Math.PI / 2;
    const back = head;
    const tip = { x: head.x + 8 * Math.cos(tangent), y: head.y + 8 * Math.sin(tangent) };
    const spread = 8.5;
    return [
      [
        { type: 'M', ...at(cx, cy, outer, from) },
        ...arc(cx, cy, outer, from, to),
        { type: 'L', ...at(cx, cy, inner, to) },
        ...arc(cx, cy, inner, to, from),
        { type: 'Z' },
      ],
      polygon([
        [back.x + spread * Math.cos(to), back.y + spread * Math.sin(to)],
        [tip.x, tip.y],
        [back.x - spread * Math.cos(to), back.y - spread * Math.sin(to)],
      ]),
    ];
  },
  /** PesoLend: two coins, the one behind showing past the one in front. */
  coins: () => [
    circle(12.5, 19.5, 11.5),
    circle(12.5, 19.5, 7.6),
    circle(12.5, 19.5, 5.2),
    crescent([19.5, 12.5], 11.5, [12.5, 19.5], 14),
  ],
  /** Préstamo Claro (clear): a diamond in a diamond. */
  diamond: () => [
    polygon([
      [16, 1],
      [31, 16],
      [16, 31],
      [1, 16],
    ]),
    polygon([
      [16, 6],
      [26, 16],
      [16, 26],
      [6, 16],
    ]),
    polygon([
      [16, 10.5],
      [21.5, 16],
      [16, 21.5],
      [10.5, 16],
    ]),
  ],
};

/**
 * The partners' symbols (the catalogue's `wordmark.symbol`), in the same 32 px square and even-odd
 * rule: simple shapes, none of them a brand's, so a partner never looks like the brand it is
 * listed on.
 */
const PARTNER_SYMBOLS = {
  /** A bridge's arch. */
  arch: () => [
    [
      { type: 'M', x: 2, y: 29 },
      { type: 'L', x: 2, y: 9 },
      { type: 'L', x: 30, y: 9 },
      { type: 'L', x: 30, y: 29 },
      { type: 'L', x: 24, y: 29 },
      ...arc(16, 29, 8, 0, -Math.PI),
      { type: 'Z' },
    ],
    polygon([
      [2, 3],
      [30, 3],
      [30, 6],
      [2, 6],
    ]),
  ],
  /** Four dots in a square. */
  dots: () => [circle(9, 9, 6), circle(23, 9, 6), circle(9, 23, 6), circle(23, 23, 6)],
  /** A coffee bean: an oval, leaning, cut along its length. */
  bean: () => {
    const lean = Math.PI / 6;
    const turn = ([x, y]) => [
      16 + x * Math.cos(lean) - y * Math.sin(lean),
      16 + x * Math.sin(lean) + y * Math.cos(lean),
    ];
    const oval = circle(0, 0, 1).map((command) => {
      const out = { type: command.type };
      for (const [x, y] of [
        ['x', 'y'],
        ['x1', 'y1'],
        ['x2', 'y2'],
      ]) {
        if (x in command) [out[x], out[y]] = turn([command[x] * 10, command[y] * 15]);
      }
      return out;
    });
    return [oval, bar(turn([0, -11]), turn([0, 11]), 2.2)];
  },
  /** A drop. */
  drop: () => [
    [
      { type: 'M', x: 16, y: 2 },
      { type: 'C', x1: 16, y1: 2, x2: 6, y2: 13, x: 6, y: 20 },
      { type: 'C', x1: 6, y1: 25.5, x2: 10.5, y2: 30, x: 16, y: 30 },
      { type: 'C', x1: 21.5, y1: 30, x2: 26, y2: 25.5, x: 26, y: 20 },
      { type: 'C', x1: 26, y1: 13, x2: 16, y2: 2, x: 16, y: 2 },
      { type: 'Z' },
    ],
  ],
  /** A leaf, tip up and to the right. */
  leaf: () => [
    [
      { type: 'M', x: 3, y: 29 },
      { type: 'C', x1: 3, y1: 12, x2: 12, y2: 3, x: 29, y: 3 },
      { type: 'C', x1: 29, y1: 20, x2: 20, y2: 29, x: 3, y: 29 },
      { type: 'Z' },
    ],
    bar([7, 25], [20, 12], 1.8),
  ],
  /** Two peaks. */
  peaks: () => [
    polygon([
      [1, 29],
      [11, 9],
      [16, 18],
      [22, 4],
      [31, 29],
    ]),
  ],
  /** Five petals round a heart. */
  petals: () => [
    circle(16, 16, 3.5),
    ...Array.from({ length: 5 }, (_, i) => {
      const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
      return circle(16 + 10 * Math.cos(a), 16 + 10 * Math.sin(a), 5.6);
    }),
  ],
  /** A ring round a dot: a light. */
  ring: () => [circle(16, 16, 14), circle(16, 16, 9.5), circle(16, 16, 5)],
  /** Three blades, fanned out from the ground. */
  spikes: () => [
    polygon([
      [6, 30],
      [12, 30],
      [3, 5],
    ]),
    polygon([
      [13, 30],
      [19, 30],
      [16, 2],
    ]),
    polygon([
      [20, 30],
      [26, 30],
      [29, 5],
    ]),
  ],
  /** Three stalks of bamboo, each in two pieces. */
  stalks: () =>
    [4, 13, 22].flatMap((x, i) => {
      const joint = 14 + (i - 1) * 4;
      return [
        polygon([
          [x, 3],
          [x + 6, 3],
          [x + 6, joint - 1],
          [x, joint - 1],
        ]),
        polygon([
          [x, joint + 1],
          [x + 6, joint + 1],
          [x + 6, 29],
          [x, 29],
        ]),
      ];
    }),
  /** Two waves. */
  wave: () =>
    [9, 19].map((y) => [
      { type: 'M', x: 2, y },
      { type: 'C', x1: 7, y1: y - 5, x2: 11, y2: y - 5, x: 16, y },
      { type: 'C', x1: 21, y1: y + 5, x2: 25, y2: y + 5, x: 30, y },
      { type: 'L', x: 30, y: y + 5 },
      { type: 'C', x1: 25, y1: y + 10, x2: 21, y2: y + 10, x: 16, y: y + 5 },
      { type: 'C', x1: 11, y1: y, x2: 7, y2: y, x: 2, y: y + 5 },
      { type: 'Z' },
    ]),
};

// ---------------------------------------------------------------------------------------------

const HEIGHT = 40;
const SYMBOL_TOP = 4;
const GAP = 8;
const FONT_SIZE = 22;

/** Moves and scales contours. */
const place = (contours, dx, dy, scale = 1) =>
  contours.map((contour) =>
    contour.map((command) => {
      const moved = { type: command.type };
      for (const [x, y] of [
        ['x', 'y'],
        ['x1', 'y1'],
        ['x2', 'y2'],
      ]) {
        if (x in command) {
          moved[x] = dx + command[x] * scale;
          moved[y] = dy + command[y] * scale;
        }
      }
      return moved;
    }),
  );

/** Tenths of a pixel: where every point is rounded to before it is written. */
const grid = (value) => Math.round(value * 10);
const number = (tenths) => {
  const text = (tenths / 10).toString();
  return text.replace(/^(-?)0\./, '$1.');
};

/**
 * Path data, relative after each contour's first point, on a grid of tenths: relative numbers
 * are short, and rounding the points (not the steps) keeps the path from drifting.
 */
function pathData(contours) {
  let out = '';
  let last = '';
  let previous = '';
  const write = (letter, values) => {
    if (letter !== last || letter === 'M') {
      out += letter;
      previous = '';
    }
    for (const value of values) {
      const written = number(value);
      const glued =
        previous === '' ||
        written.startsWith('-') ||
        (written.startsWith('.') && previous.includes('.'));
      out += glued ? written : ` ${written}`;
      previous = written;
    }
    last = letter;
  };
  let current = [0, 0];
  for (const contour of contours) {
    const start = [grid(contour[0].x), grid(contour[0].y)];
    write('M', start);
    current = start;
    for (const command of contour.slice(1)) {
      if (command.type === 'Z') {
        out += 'z';
        last = 'z';
        previous = '';
        current = start;
        continue;
      }
      const point = [grid(command.x), grid(command.y)];
      const rel = (x, y) => [grid(x) - current[0], grid(y) - current[1]];
      const [dx, dy] = rel(command.x, command.y);
      if (command.type === 'L') {
        if (dx === 0 && dy === 0) continue;
        if (dy === 0) write('h', [dx]);
        else if (dx === 0) write('v', [dy]);
        else write('l', [dx, dy]);
      } else if (command.type === 'Q') {
        write('q', [...rel(command.x1, command.y1), dx, dy]);
      } else if (command.type === 'C') {
        write('c', [...rel(command.x1, command.y1), ...rel(command.x2, command.y2), dx, dy]);
      } else {
        throw new Error(`Unexpected path command ${command.type}`);
      }
      current = point;
    }
  }
  return out;
}

/** The largest x the contours reach, control points included. */
const right = (contours) =>
  Math.max(
    ...contours
      .flat()
      .flatMap((command) => [command.x, command.x1, command.x2].filter(Number.isFinite)),
  );

/**
 * A contrast theme draws the page in its own colours but leaves an image's as they are: a
 * primary made for a white header (#2b2b6f is 1.6:1 on black) all but vanished on a dark theme's
 * black. The logo then draws itself white (decision 0051); on a light theme's white it keeps the
 * brand's colour, as on the page itself.
 */
const DARK_CONTRAST_THEME_STYLE =
  '<style>@media (forced-colors:active) and (prefers-color-scheme:dark){g{fill:#fff}}</style>';

function drawLogo({ name, symbol, font }, colour) {
  const subsets = FONTS[font];
  const baseline = HEIGHT / 2 + (capHeight(subsets) * FONT_SIZE) / 2;
  const mark = place(SYMBOLS[symbol](), 0, SYMBOL_TOP);
  const words = textOutline(subsets, name, 32 + GAP, baseline, FONT_SIZE);
  const width = Math.ceil(right(words) + 1);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${HEIGHT}" width="${width}" height="${HEIGHT}" role="img">` +
    `<title>${name}</title>${DARK_CONTRAST_THEME_STYLE}<g fill="${colour}">` +
    `<path fill-rule="evenodd" d="${pathData(mark)}"/>` +
    `<path d="${pathData(words)}"/></g></svg>\n`;
  return { svg, width };
}

function drawFavicon({ name, symbol }, colour) {
  const tile = [roundedRect(0, 0, 32, 32, 7)];
  const mark = place(SYMBOLS[symbol](), 4, 4, 24 / 32);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">` +
    `<title>${name}</title>` +
    `<path fill="${colour}" d="${pathData(tile)}"/>` +
    `<path fill="#fff" fill-rule="evenodd" d="${pathData(mark)}"/></svg>\n`
  );
}

/** The first of `names` closest to `name` (by edits), for a "did you mean". */
function closest(name, names) {
  const distance = (a, b) => {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
      let previous = row[0];
      row[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const current = row[j];
        row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
        previous = current;
      }
    }
    return row[b.length];
  };
  return [...names].sort((a, b) => distance(name, a) - distance(name, b))[0];
}

/**
 * The brand's mark as its folder's wordmark.json gives it: `{ "symbol": "<one of SYMBOLS>",
 * "font": "jakarta" | "sora" }`. A folder without one keeps its own, hand-made logo.svg and
 * favicon.svg: only its logo's width is read.
 */
function readMark(file) {
  const problems = [];
  let mark;
  try {
    mark = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not JSON (${error.message})`);
  }
  if (typeof mark !== 'object' || mark === null) throw new Error(`${file}: expected an object`);
  if (!Object.hasOwn(SYMBOLS, mark.symbol)) {
    problems.push(
      `symbol: expected one of ${Object.keys(SYMBOLS).join(', ')}, got ${JSON.stringify(mark.symbol)}` +
        (typeof mark.symbol === 'string'
          ? ` (did you mean "${closest(mark.symbol, Object.keys(SYMBOLS))}"?)`
          : ''),
    );
  }
  if (!Object.hasOwn(FONTS, mark.font)) {
    problems.push(
      `font: expected one of ${Object.keys(FONTS).join(', ')}, got ${JSON.stringify(mark.font)}`,
    );
  }
  if (problems.length > 0)
    throw new Error(problems.map((problem) => `${file}: ${problem}`).join('\n'));
  return { symbol: mark.symbol, font: mark.font };
}

/** The width at 40 px high of an SVG drawn by hand, from its viewBox (else its size). */
function handMadeWidth(svg, file) {
  const box = /viewBox="\s*[-\d.]+[ ,]+[-\d.]+[ ,]+([\d.]+)[ ,]+([\d.]+)\s*"/.exec(svg);
  const size = /<svg[^>]*\swidth="([\d.]+)"[^>]*\sheight="([\d.]+)"/.exec(svg);
  const [, width, height] = box ?? size ?? [];
  if (!width || !height) throw new Error(`${file}: no viewBox nor width and height`);
  return Math.round((HEIGHT * Number(width)) / Number(height));
}

/** The `logoWidth` setting of the brand's brand-config.ts set to `width` (the one thing written). */
function setLogoWidth(id, width) {
  const configFile = path.join(brandsDir, id, 'brand-config.ts');
  const config = readFileSync(configFile, 'utf8');
  if (!/logoWidth: \d+,/.test(config)) {
    throw new Error(`${id}: brand-config.ts has no "logoWidth: <number>," to set to ${width}`);
  }
  const widened = config.replace(/logoWidth: \d+,/, `logoWidth: ${width},`);
  if (widened !== config) writeFileSync(configFile, widened);
}

// Every brand folder, as the app's registry parses and resolves it (its name and its theme's
// primary colour, whatever the layout of its brand-config.ts): `--brand <id>` does one alone.
const { Brands, resolveBrand } = await import('../apps/web/src/app/brand-registry.ts');
const only = process.argv.includes('--brand')
  ? process.argv[process.argv.indexOf('--brand') + 1]
  : undefined;
if (only !== undefined && !Brands.some((brand) => brand.id === only)) {
  throw new Error(`No brand "${only}" in apps/web/src/brands/`);
}
const problems = [];
for (const { id } of Brands.filter((brand) => only === undefined || brand.id === only)) {
  const dir = path.join(brandsDir, id);
  try {
    const { displayName: name, theme } = resolveBrand(id);
    const markFile = path.join(dir, 'wordmark.json');
    if (!existsSync(markFile)) {
      const logo = path.join(dir, 'logo.svg');
      if (!existsSync(logo) || !existsSync(path.join(dir, 'favicon.svg'))) {
        throw new Error(
          'no wordmark.json to draw its logo and favicon from, nor both drawn by hand',
        );
      }
      const width = handMadeWidth(readFileSync(logo, 'utf8'), logo);
      setLogoWidth(id, width);
      console.log(`${id}: hand-made logo kept, ${width}×${HEIGHT}`);
      continue;
    }
    const brand = { name, ...readMark(markFile) };
    const { svg, width } = drawLogo(brand, theme.primary);
    writeFileSync(path.join(dir, 'logo.svg'), svg);
    writeFileSync(path.join(dir, 'favicon.svg'), drawFavicon(brand, theme.primary));
    setLogoWidth(id, width);
    console.log(`${id}: logo ${width}×${HEIGHT}, ${Buffer.byteLength(svg)} bytes`);
  } catch (error) {
    problems.push(`${id}: ${error.message}`);
  }
}
if (problems.length > 0) {
  console.error(`No mark drawn for:\n${problems.join('\n')}`);
  process.exit(1);
}
if (only !== undefined) process.exit(0);

// ---------------------------------------------------------------------------------------------
// Partners' wordmarks: the symbol (if any) and the name, the first word in the partner's colour
// and the rest in a dark grey, with nothing behind them (issue 37: a filled box with the name
// centred in it looked like a button). The sandbox serves them at /partner/logos/<slug>.svg.

/** The grey of a partner name's later words: 10.3:1 on white. */
const PARTNER_SECOND_TONE = '#3f3f46';

function drawPartnerWordmark({ name, colour, wordmark }) {
  const subsets = FONTS[wordmark.font];
  const baseline = HEIGHT / 2 + (capHeight(subsets) * FONT_SIZE) / 2;
  const symbol = wordmark.symbol === undefined ? undefined : PARTNER_SYMBOLS[wordmark.symbol];
  if (wordmark.symbol !== undefined && !symbol) throw new Error(`No symbol ${wordmark.symbol}`);
  const mark = symbol ? place(symbol(), 0, SYMBOL_TOP) : [];
  const start = symbol ? 32 + GAP : 1;
  const [first, ...rest] = name.split(' ');
  const firstWord = textOutline(subsets, first, start, baseline, FONT_SIZE);
  const space = subsets[0].charToGlyph(' ').advanceWidth * (FONT_SIZE / subsets[0].unitsPerEm);
  const restWords =
    rest.length === 0
      ? []
      : textOutline(subsets, rest.join(' '), right(firstWord) + space, baseline, FONT_SIZE);
  const width = Math.ceil(right([...firstWord, ...restWords]) + 1);
  const escaped = name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${HEIGHT}" width="${width}" height="${HEIGHT}" role="img">` +
    `<title>${escaped}</title>` +
    `<g fill="${colour}">` +
    (mark.length > 0 ? `<path fill-rule="evenodd" d="${pathData(mark)}"/>` : '') +
    `<path d="${pathData(firstWord)}"/></g>` +
    (restWords.length > 0
      ? `<path fill="${PARTNER_SECOND_TONE}" d="${pathData(restWords)}"/>`
      : '') +
    `</svg>\n`
  );
}

const { Partners } = await import('../apps/sandbox-api/src/partners/partner-catalogue.ts');
const drawn = new Set();
for (const partner of Partners) {
  const svg = drawPartnerWordmark(partner);
  writeFileSync(path.join(partnerWordmarksDir, `${partner.slug}.svg`), svg);
  drawn.add(`${partner.slug}.svg`);
  console.log(`partner ${partner.slug}: ${Buffer.byteLength(svg)} bytes`);
}
// A partner taken out of the catalogue takes its wordmark with it.
for (const file of readdirSync(partnerWordmarksDir)) {
  if (file.endsWith('.svg') && !drawn.has(file)) rmSync(path.join(partnerWordmarksDir, file));
}
