import type { BrandInCountry } from './brand-layers';
import type { Problem } from './problem';

/** What makes a brand's look beyond its colours (decision 0021). */
export const LookTokens = ['radius', 'space', 'typeScale', 'elevation', 'brandFont'] as const;

/** Brands whose look is another's (in their home country): each names the others. */
export function checkLooks(brands: readonly BrandInCountry[]): Problem[] {
  const byLook = new Map<string, BrandInCountry[]>();
  const home = brands.filter(
    ({ brand, country }) => country?.code === brand.definition.countries[0],
  );
  for (const entry of home) {
    // A look token the schema refused is a stand-in (brand-layers.ts): no look to compare.
    const standIn = entry.skipped.some(
      ([first, second]) =>
        first === 'theme' && (second === undefined || LookTokens.some((token) => token === second)),
    );
    if (!entry.config || standIn) continue;
    const { theme } = entry.config;
    const look = JSON.stringify(LookTokens.map((token) => theme[token] ?? null));
    byLook.set(look, [...(byLook.get(look) ?? []), entry]);
  }
  return [...byLook.values()]
    .filter((same) => same.length > 1)
    .flatMap((same) =>
      same.map(({ brand, fileOf }) => {
        const others = same.filter((other) => other.brand.id !== brand.id);
        return {
          file: fileOf(['theme']),
          path: 'theme',
          message: `the same look as ${others
            .map((other) => `"${other.brand.id}" (${other.brand.file})`)
            .join(', ')}`,
          expected: `its own ${LookTokens.map((token) => `theme.${token}`).join(', ')}: at least one differing`,
        };
      }),
    );
}
