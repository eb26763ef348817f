/**
 * A brand's own images (its logo and favicon) by the address the build gave them. A brand folder
 * names them `new URL('./logo.svg', import.meta.url)`: the browser build rewrites that to the
 * hashed file's full address, but the build's prerendering (an SSR build) does not, so there
 * they are looked up by the brand and the file name. Both give the same root-relative address,
 * so the page rendered at build time and the one the browser hydrates show the same image. An
 * image on another host keeps its own address.
 */
const images: Record<string, string> = import.meta.env.SSR
  ? import.meta.glob<string>('../brands/*/*.svg', { query: '?url', import: 'default', eager: true })
  : {};

export function brandImage(
  brand: { id: string },
  url: string,
  pageOrigin = typeof location === 'undefined' ? undefined : location.origin,
): string {
  const file = url.split(/[?#]/)[0]?.split('/').pop() ?? '';
  const built = images[`../brands/${brand.id}/${file}`];
  if (built) return built;
  return pageOrigin && url.startsWith(`${pageOrigin}/`) ? url.slice(pageOrigin.length) : url;
}

/** The brand with its logo and favicon at the addresses both builds give them (see above). */
export function withBuiltImages<Brand extends { id: string; logo: string; favicon: string }>(
  brand: Brand,
): Brand {
  return {
    ...brand,
    logo: brandImage(brand, brand.logo),
    favicon: brandImage(brand, brand.favicon),
  };
}
