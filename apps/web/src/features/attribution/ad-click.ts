import { cleanValue } from './campaign-fields';

/** The legacy ad-click id's life (spec section 9): 90 days. */
export const AD_CLICK_EXPIRY_MS = 90 * 24 * 3_600_000;

export interface AdClick {
  gclid?: string;
  gclsrc?: string;
  wbraid?: string;
  gbraid?: string;
  /** Milliseconds since the epoch. */
  setAt: number;
}

/**
 * The ad click an address brings, captured only when gclsrc is absent or contains 'aw'
 * (a Google Ads click, spec section 4); null when it has none.
 */
export function adClickFromUrl(params: URLSearchParams, now: Date): AdClick | null {
  const gclsrc = params.get('gclsrc') ?? undefined;
  if (gclsrc !== undefined && !gclsrc.includes('aw')) return null;
  return clickOf((key) => params.get(key), now.getTime());
}

const CLICK_IDS = ['gclid', 'wbraid', 'gbraid', 'gclsrc'] as const;

/**
 * A click of the ids `read` gives, each cleaned as the address's other campaign fields are
 * (`cleanValue`: no control character, 500 characters at most; a NUL in one made the lead API
 * refuse the whole lead); null when no click id is left.
 */
function clickOf(
  read: (key: (typeof CLICK_IDS)[number]) => unknown,
  setAt: number,
): AdClick | null {
  const click: AdClick = { setAt };
  for (const key of CLICK_IDS) {
    const value = read(key);
    const clean = typeof value === 'string' ? cleanValue(value) : undefined;
    if (clean) click[key] = clean;
  }
  return click.gclid || click.wbraid || click.gbraid ? click : null;
}

/** The stored click while younger than 90 days, its ids read as an address's are. */
export function liveAdClick(stored: unknown, now: Date): AdClick | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { setAt } = stored as { setAt?: unknown };
  if (typeof setAt !== 'number' || now.getTime() - setAt > AD_CLICK_EXPIRY_MS) return null;
  return clickOf((key) => (stored as Partial<Record<typeof key, unknown>>)[key], setAt);
}

/** The lead's `googleClick`: the click ids and the time they were taken. */
export function googleClickOf(click: AdClick) {
  return {
    ...(click.gclid ? { gclid: click.gclid } : {}),
    ...(click.wbraid ? { wbraid: click.wbraid } : {}),
    ...(click.gbraid ? { gbraid: click.gbraid } : {}),
    gclidAt: new Date(click.setAt).toISOString(),
  };
}
