import * as z from 'zod/mini';
import { describe } from './schema-description';
import { FontCatalogue, type FontName } from './font-catalogue';

// A brand's design decisions beyond its colours (decision 0021): type scale, spacing, radius,
// elevation and an optional self-hosted font. Each value is written into a stylesheet that the
// CSP allows by its hash, so each is checked to be exactly the value it claims to be: nothing
// that could close a declaration (`;`, `}`), open a string or reach another host gets through.

/** An object of tokens: a name the schema does not know is refused by name (a typo, not a no-op). */
function tokens<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown token ${issue.keys.join(', ')}: expected ${Object.keys(shape).join(', ')}`
        : undefined,
  });
}
/** One of a closed list, refused with the list. */
function oneOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, { error: `Expected one of ${values.join(', ')}` });
}

/** A CSS length in px or rem: `0`, `12px`, `0.75rem`. */
const length = z
  .string()
  .check(
    z.regex(/^(?:0|\d{1,3}(?:\.\d{1,4})?(?:px|rem))$/, 'Expected a length such as 8px or 0.75rem'),
  );

/** One shadow layer: offsets, blur, spread, then a #rrggbb(aa) or rgb()/rgba() colour. */
const SHADOW_LAYER =
  '(?:inset )?-?\\d{1,3}(?:\\.\\d{1,3})?(?:px)?(?: -?\\d{1,3}(?:\\.\\d{1,3})?(?:px)?){1,3} (?:#[0-9a-f]{6}(?:[0-9a-f]{2})?|rgba?\\(\\d{1,3}, ?\\d{1,3}, ?\\d{1,3}(?:, ?(?:0|1|0?\\.\\d{1,3}))?\\))';
const shadow = z
  .string()
  .check(
    z.regex(
      new RegExp(`^(?:none|${SHADOW_LAYER}(?:, ${SHADOW_LAYER})*)$`, 'i'),
      'Expected a box-shadow such as 0 1px 3px #0000001f, or none',
    ),
  );

/**
 * A modular type scale: body text at `base`, each step up or down by `ratio`. Body text is never
 * below 1rem (16 px where the applicant has not changed it), so typed text never makes iOS zoom
 * (decision 0016); a ratio up to 4:3 keeps the smallest step at 0.75rem or more.
 */
export const TypeScaleSchema = tokens({
  base: z.string().check(
    z.regex(/^\d(?:\.\d{1,4})?rem$/, 'Expected 1rem to 1.25rem'),
    z.refine((value) => parseFloat(value) >= 1 && parseFloat(value) <= 1.25, {
      error: 'Expected 1rem to 1.25rem',
    }),
    describe('Body text size, 1rem to 1.25rem.'),
  ),
  ratio: z
    .number()
    .check(
      z.gte(1.067, 'Expected 1.067 to 1.333'),
      z.lte(1.333, 'Expected 1.067 to 1.333'),
      describe('Each size step up multiplies by it, each step down divides (1.067 to 1.333).'),
    ),
  lineHeight: z
    .number()
    .check(z.gte(1.3), z.lte(1.8), describe('Line height of text, 1.3 to 1.8.')),
  headingWeight: z
    .union([z.literal(500), z.literal(600), z.literal(700), z.literal(800)], {
      error: 'Expected 500, 600, 700 or 800',
    })
    .check(describe('Font weight of headings: 500, 600, 700 or 800.')),
});
export type TypeScale = z.infer<typeof TypeScaleSchema>;

/** Spacing steps, smallest to largest: gaps, paddings and margins that are design decisions. */
const spacing = (what: string) => length.check(describe(`${what} A length in px or rem.`));
export const SpaceScaleSchema = tokens({
  '2xs': spacing('The smallest gap (between a label and its hint).'),
  xs: spacing('A small gap (inside controls).'),
  s: spacing('Between related items.'),
  m: spacing('Between fields.'),
  l: spacing('Between groups, and around the card.'),
  xl: spacing('The largest: between sections.'),
});
export type SpaceScale = z.infer<typeof SpaceScaleSchema>;

/** Corner radii: controls (inputs, buttons, selects) and cards (the step, dialogs, panels). */
export const RadiusSchema = tokens({
  control: length.check(describe('Corner radius of inputs, buttons and selects (px or rem).')),
  card: length.check(describe('Corner radius of the step, dialogs and panels (px or rem).')),
});

/** Shadow levels: a card on the page, something raised over it (a notice), an overlay (a dialog). */
export const ElevationSchema = tokens({
  card: shadow.check(describe('The shadow of a card on the page (a box-shadow, or none).')),
  raised: shadow.check(describe('The shadow of something raised over it, such as a notice.')),
  overlay: shadow.check(describe('The shadow of an overlay, such as a dialog.')),
});

/** Fontsource's subsets that a brand font may have (their characters: font-subset-ranges.ts). */
export const FontSubsets = ['latin', 'latin-ext', 'vietnamese'] as const;
export type FontSubset = (typeof FontSubsets)[number];

/**
 * A brand's own font: one of the catalogue's, with the subsets of the scripts the brand's
 * languages need. Shown with `font-display: optional`: text never waits for it past the
 * browser's short block period, and never moves when it arrives (a page without it in time keeps
 * the system stack until the next page).
 */
export const BrandFontSchema = tokens({
  name: oneOf(Object.keys(FontCatalogue) as [FontName, ...FontName[]]).check(
    describe('The font, by its name in the catalogue (config/font-catalogue.ts).'),
  ),
  subsets: z.array(oneOf(FontSubsets)).check(
    z.refine((subsets) => subsets.includes('latin'), 'Expected latin among them'),
    describe('The scripts the brand’s languages need: latin, and latin-ext or vietnamese.'),
  ),
});
export type BrandFont = z.infer<typeof BrandFontSchema>;
