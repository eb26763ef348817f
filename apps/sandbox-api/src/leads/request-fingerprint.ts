import { createHash } from 'node:crypto';

/** `value` as JSON with every object's keys sorted, so key order does not change it. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * What a client measures or obtains afresh at each try of the same create, so it is no part of
 * the request's identity: the device data (its loading time grows) and a new reCAPTCHA token.
 * An applicant who presses Try again after a lost answer sends the same answers with new ones.
 */
export const PER_ATTEMPT_FIELDS = ['deviceData', 'googleCaptchaToken'] as const;

/**
 * SHA-256 of a parsed create request: equal for the same answers whatever the order of their
 * keys and whatever `PER_ATTEMPT_FIELDS` hold. With the hash of the write secret the create
 * proposed, that hash is part of it (after a NUL, which canonical JSON never holds), so a replay
 * proposing another secret is another request; without one, it is what it was before proposals,
 * so a key stored then still replays.
 */
export function requestFingerprint(
  request: Readonly<Record<string, unknown>>,
  writeSecretHash?: string,
): string {
  const answers = Object.fromEntries(
    Object.entries(request).filter(
      ([key]) => !(PER_ATTEMPT_FIELDS as readonly string[]).includes(key),
    ),
  );
  const hash = createHash('sha256').update(canonicalJson(answers));
  if (writeSecretHash !== undefined) hash.update(`\u0000${writeSecretHash}`);
  return hash.digest('hex');
}
