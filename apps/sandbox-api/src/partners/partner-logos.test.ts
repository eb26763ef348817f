import { readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { Partners, findPartner, partnerLogoSvg, partnerWordmark } from './partner-logos';

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

  test('the wordmarks drawn are the catalogue’s: one a partner, none left over (npm run wordmarks)', () => {
    const files = readdirSync(new URL('./wordmarks/', import.meta.url)).sort();
    expect(files).toEqual(Partners.map((partner) => `${partner.slug}.svg`).sort());
  });

  test.each(Partners)(
    '$name: its colour on a light page contrasts at least 4.5:1',
    ({ colour }) => {
      expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5);
    },
  );

  test.each(Partners)(
    '$name: a self-contained SVG titled with its name: no script, no link, no font',
    (partner) => {
      const svg = partnerLogoSvg(partner);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).not.toMatch(/<script|href=|url\(|font-family|<style/i);
      const { width, height } = partnerWordmark(partner);
      expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
      expect(width).toBeLessThanOrEqual(320);
    },
  );

  test.each(Partners)(
    '$name: a wordmark, its name outlined in its colour, with no box behind it (issue 37)',
    (partner) => {
      const svg = partnerLogoSvg(partner);
      // A filled rounded box with the name centred in white read as a button.
      expect(svg).not.toMatch(/<rect|<circle|<ellipse|<polygon|<text|rx=/);
      expect(svg).toContain(`<title>${partner.name}</title>`);
      const fills = [...svg.matchAll(/fill="([^"]+)"/g)].map((match) => match[1]);
      expect(fills.length).toBeGreaterThan(0);
      expect(fills[0]).toBe(partner.colour);
      expect(new Set(fills).has('#ffffff')).toBe(false);
      expect(svg).toMatch(/^<svg [^>]*width="\d+" height="40"/);
    },
  );
});
