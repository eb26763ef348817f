/** The marketing attribution fields of spec section 3, read from the address and cookies. */
export const CampaignFieldNames = [
  'utm_medium',
  'utm_source',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'gclid',
  'gbraid',
  'wbraid',
  'ttclid',
  'fbclid',
] as const;
export type CampaignFields = Partial<Record<(typeof CampaignFieldNames)[number], string>>;

/**
 * The campaign fields that are ad-click ids (Google's, TikTok's, Meta's): ad measurement, so
 * marketing where the brand asks for a tracking consent (decision record 0037).
 */
const AdClickFieldNames = ['gclid', 'gbraid', 'wbraid', 'ttclid', 'fbclid'] as const;

/** The address parameters that carry an ad click: the fields above and Google's `gclsrc`. */
const AD_CLICK_PARAMS: readonly string[] = [...AdClickFieldNames, 'gclsrc'];

/** The campaign fields without the ad-click ids, and the ad-click ids alone. */
export function splitAdClicks(fields: CampaignFields): {
  campaign: CampaignFields;
  adClicks: CampaignFields;
} {
  const campaign: CampaignFields = {};
  const adClicks: CampaignFields = {};
  for (const [name, value] of Object.entries(fields) as [keyof CampaignFields, string][]) {
    if (AD_CLICK_PARAMS.includes(name)) adClicks[name] = value;
    else campaign[name] = value;
  }
  return { campaign, adClicks };
}

/** An address without its ad-click parameters; any other address as it was given. */
export function withoutAdClicks(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return address;
  }
  const found = AD_CLICK_PARAMS.filter((name) => url.searchParams.has(name));
  if (found.length === 0) return address;
  for (const name of found) url.searchParams.delete(name);
  return url.toString();
}

/** Longest value kept; anything longer, or with control characters, is dropped. */
const MAX_LENGTH = 500;
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f]/;

export const cleanValue = (value: string | null | undefined): string | undefined => {
  const text = value?.trim();
  return text && text.length <= MAX_LENGTH && !CONTROL.test(text) ? text : undefined;
};

/** A cookie's value from `document.cookie`, decoded; undefined when absent. */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return cleanValue(decodeURIComponent(rest.join('=')));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The fbclid inside Meta's `_fbc` cookie (`fb.1.<time>.<fbclid>`). */
export function fbclidOf(fbc: string | undefined): string | undefined {
  const parts = fbc?.split('.');
  return parts && parts.length >= 4 ? cleanValue(parts.slice(3).join('.')) : undefined;
}

export function campaignFields(params: URLSearchParams, cookies: string): CampaignFields {
  const fields: CampaignFields = {};
  for (const name of CampaignFieldNames) {
    const value =
      name === 'fbclid' ? fbclidOf(cookieValue(cookies, '_fbc')) : cleanValue(params.get(name));
    if (value) fields[name] = value;
  }
  return fields;
}

/** The ad pixels' browser ids the lead carries (spec section 3). */
export function pixelIds(params: URLSearchParams, cookies: string) {
  const fbp = cookieValue(cookies, '_fbp');
  const fbc = cookieValue(cookies, '_fbc');
  const ttp = cookieValue(cookies, '_ttp');
  const ttclid = cleanValue(params.get('ttclid'));
  return {
    metaPixel: fbp || fbc ? { ...(fbp ? { fbp } : {}), ...(fbc ? { fbc } : {}) } : undefined,
    tikTokPixel:
      ttp || ttclid ? { ...(ttp ? { ttp } : {}), ...(ttclid ? { ttclid } : {}) } : undefined,
  };
}
