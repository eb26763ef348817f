import type { ConfigError } from '../src/config/config-error';
import { closestName } from '../src/lib/closest-name';

/** A brand of this build, as much of it as a deployment's settings name. */
interface DeployableBrand {
  id: string;
  countries: readonly string[];
}

/**
 * A configuration problem that stops the server from starting, as one line naming the setting to
 * change and what it may be: an unknown `BRAND` (this build's brands, the one probably meant), a
 * `COUNTRY` the brand does not serve (those it does). Any other problem as it was given.
 */
export function deploymentProblem(
  error: ConfigError,
  settings: { brand: string; country?: string | undefined },
  brands: readonly DeployableBrand[],
): string {
  const ids = brands.map((brand) => brand.id);
  const brand = brands.find((each) => each.id === settings.brand);
  if (!brand) {
    // The id less its country ("credisol" for credisol-es), or a slip of the keys.
    const meant =
      ids.find((id) => id.startsWith(`${settings.brand}-`)) ?? closestName(settings.brand, ids);
    return `BRAND: no brand "${settings.brand}" in this build; expected one of ${ids.join(', ')}${meant ? `; did you mean "${meant}"?` : ''}`;
  }
  if (settings.country !== undefined && !brand.countries.includes(settings.country)) {
    return `COUNTRY: brand "${brand.id}" does not serve ${settings.country}; expected one of ${brand.countries.join(', ')}, or no COUNTRY`;
  }
  return error.message;
}
