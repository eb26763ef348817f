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
