import { readFileSync } from 'node:fs';
import { Partners, type Partner } from './partner-catalogue.js';

export { Partners, findPartner, type Partner } from './partner-catalogue.js';

/**
 * The partners' logos, served by the sandbox itself (README, "Partner logos"), so no page ever
 * loads an image from a third party's host: each a wordmark that `npm run wordmarks` drew into
 * `wordmarks/<slug>.svg` (the name in outlines, no script, no link, no font file), with its size
 * in CSS pixels, which the answer gives so the page keeps its place before it loads.
 */
export interface PartnerWordmark {
  readonly svg: string;
  readonly width: number;
  readonly height: number;
}

/** The root element's `width` and `height`, as the script writes them. */
const SIZE = /^<svg [^>]*\bwidth="(\d+)" height="(\d+)"/;

function readWordmark(slug: string): PartnerWordmark {
  const svg = readFileSync(new URL(`./wordmarks/${slug}.svg`, import.meta.url), 'utf8');
  const size = SIZE.exec(svg);
  if (!size) throw new Error(`wordmarks/${slug}.svg: no width and height (npm run wordmarks)`);
  return { svg, width: Number(size[1]), height: Number(size[2]) };
}

/** Read once, when the sandbox starts: a partner without its file stops the start. */
const wordmarks: ReadonlyMap<string, PartnerWordmark> = new Map(
  Partners.map((partner) => [partner.slug, readWordmark(partner.slug)]),
);

export function partnerWordmark(partner: Partner): PartnerWordmark {
  const wordmark = wordmarks.get(partner.slug);
  if (!wordmark) throw new Error(`No wordmark for ${partner.slug}`);
  return wordmark;
}

export function partnerLogoSvg(partner: Partner): string {
  return partnerWordmark(partner).svg;
}
