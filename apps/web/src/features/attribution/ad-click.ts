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
  const click: AdClick = { setAt: now.getTime() };
  for (const key of ['gclid', 'wbraid', 'gbraid'] as const) {
    const value = params.get(key);
    if (value) click[key] = value;
  }
  if (!click.gclid && !click.wbraid && !click.gbraid) return null;
  if (gclsrc) click.gclsrc = gclsrc;
  return click;
}

/** The stored click while younger than 90 days. */
export function liveAdClick(stored: unknown, now: Date): AdClick | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const click = stored as Partial<AdClick>;
  if (typeof click.setAt !== 'number' || now.getTime() - click.setAt > AD_CLICK_EXPIRY_MS) {
    return null;
  }
  return click as AdClick;
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
