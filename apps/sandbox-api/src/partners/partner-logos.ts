/**
 * The partners this marketplace passes applications to, and a small logo for each that the
 * sandbox serves itself (README, "Partner logos"): a wordmark in the partner's colour, drawn here,
 * so no page ever loads an image from a third party's host.
 */
export interface Partner {
  /** The logo's file name: `/partner/logos/{slug}.svg`. */
  readonly slug: string;
  readonly name: string;
  /** Background of the wordmark; the text is white on it (contrast checked by the tests). */
  readonly colour: string;
}

export const Partners: readonly Partner[] = [
  { slug: 'cofidis', name: 'Cofidis', colour: '#b3003b' },
  { slug: 'provident', name: 'Provident', colour: '#00558c' },
  { slug: 'instabank', name: 'Instabank', colour: '#1f2937' },
  { slug: 'proficredit', name: 'Proficredit', colour: '#006b3f' },
  { slug: 'ipf-digital', name: 'IPF Digital', colour: '#5b2a86' },
];

export const LOGO_WIDTH = 160;
export const LOGO_HEIGHT = 48;

export function findPartner(slug: string): Partner | undefined {
  return Partners.find((partner) => partner.slug === slug);
}

/** XML text: the five characters that would end a text node or an attribute, escaped. */
function xmlText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * The partner's logo: a self-contained SVG (no script, no link, no font file), which a page shows
 * with its own alt text; the image's title is the partner's name for tools that read it alone.
 */
export function partnerLogoSvg(partner: Partner): string {
  const name = xmlText(partner.name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" viewBox="0 0 ${LOGO_WIDTH} ${LOGO_HEIGHT}" role="img">`,
    `<title>${name}</title>`,
    `<rect width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" rx="8" fill="${partner.colour}"/>`,
    `<text x="${LOGO_WIDTH / 2}" y="${LOGO_HEIGHT / 2}" fill="#ffffff" font-family="Arial, Helvetica, sans-serif" font-size="18" font-weight="700" text-anchor="middle" dominant-baseline="central">${name}</text>`,
    '</svg>',
  ].join('');
}
