import { describe, expect, test } from 'vitest';
import { Partners, findPartner, partnerLogoSvg } from './partner-logos';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('partner logos', () => {
  test('each partner has its own file name, safe in a path', () => {
    const slugs = Partners.map((partner) => partner.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(findPartner('cofidis')?.name).toBe('Cofidis');
    expect(findPartner('../etc/passwd')).toBeUndefined();
  });

  test.each(Partners)('$name: white text on its colour contrasts at least 4.5:1', ({ colour }) => {
    expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5);
  });

  test('a logo is a self-contained SVG titled with the partner’s name: no script, no link', () => {
    const svg = partnerLogoSvg({ slug: 'cofidis', name: 'Cofidis', colour: '#b3003b' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('<title>Cofidis</title>');
    expect(svg).not.toMatch(/<script|href=|url\(/i);
  });

  test('a name is written as text, never as markup', () => {
    const svg = partnerLogoSvg({ slug: 'x', name: 'A & B <script>"\'', colour: '#000000' });
    expect(svg).toContain('A &amp; B &lt;script&gt;&quot;&apos;');
    expect(svg).not.toContain('<script>');
  });
});
