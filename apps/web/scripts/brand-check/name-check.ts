import type { BrandInCountry } from './brand-layers';
import type { Problem } from './problem';

/** The letters a name or a domain is read by: Préstamo Claro is prestamoclaro, kredit-klar kreditklar. */
export const nameLetters = (text: string) =>
  text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/**
 * The brand names itself (issue 37, item 8): its site's domain reads as its name, its support
 * address is at that domain, and its page title carries its name. A brand made from another's
 * folder, or renamed, keeps none of the other name's addresses.
 */
export function checkNames(brands: readonly BrandInCountry[]): Problem[] {
  return brands.flatMap(({ brand, config }) => {
    if (!config) return [];
    const { displayName, homeUrl, support, pageData } = config;
    const domain = new URL(homeUrl).hostname.replace(/^www\./, '');
    const problems: Problem[] = [];
    if (nameLetters(domain.split('.')[0] ?? '') !== nameLetters(displayName)) {
      problems.push({
        file: brand.file,
        path: 'settings.homeUrl',
        message: `${homeUrl} does not name the brand "${displayName}"`,
        expected: `a site whose domain names it (${nameLetters(displayName)}.…)`,
      });
    }
    if (support && support.email.split('@')[1] !== domain) {
      problems.push({
        file: brand.file,
        path: 'settings.support.email',
        message: `${support.email} is not at the site's domain`,
        expected: `an address @${domain}`,
      });
    }
    const title = pageData.title ?? displayName;
    if (!title.includes(displayName)) {
      problems.push({
        file: brand.file,
        path: 'settings.pageData.title',
        message: `"${title}" does not carry the brand's name "${displayName}"`,
      });
    }
    return problems;
  });
}
