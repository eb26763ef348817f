import type { ApplicationData } from './application-data';

/** How long saved answers stay usable (spec section 9: application expiration, 24 hours). */
export const APPLICATION_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** Expiry is now plus the configured duration (spec section 4). */
export function expiryFrom(now: number, durationMs: number = APPLICATION_EXPIRY_MS): string {
  return new Date(now + durationMs).toISOString();
}

/**
 * A session ends when its last lead operation (`lastOperationTimestamp`: a save, a returning
 * link's restore) is as old as the application's expiry: its lead has expired with it.
 */
export function isSessionOver(lastOperationTimestamp: number | null | undefined, now: number) {
  return (
    typeof lastOperationTimestamp === 'number' &&
    now - lastOperationTimestamp >= APPLICATION_EXPIRY_MS
  );
}

/** Whether an expiry time has passed; a missing or unreadable one counts as passed. */
export function hasPassed(expiresAt: string | undefined, now: number): boolean {
  const expiry = expiresAt === undefined ? Number.NaN : Date.parse(expiresAt);
  return !Number.isFinite(expiry) || expiry <= now;
}

/**
 * Stored data is stale when its expiry time has passed, or when the lead status is missing or
 * not positive (spec section 4). A missing or unreadable expiry counts as passed.
 */
export function isStale(
  { expiresAt, leadStatus }: { expiresAt?: string; leadStatus?: number },
  now: number,
): boolean {
  if (hasPassed(expiresAt, now)) return true;
  return leadStatus === undefined || !(leadStatus > 0);
}

/** The top-level fields the reuse helper clears; it clears otherDetails.ibanConsent too. */
export const ReuseClearedFields = [
  'sessionStartedAt',
  'id',
  'generalPolicies',
  'policies',
  'leadSource',
  'googleCaptchaToken',
] as const satisfies readonly (keyof ApplicationData)[];

function without<T extends object>(value: T, keys: readonly string[]): T {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key))) as T;
}

/**
 * The reuse helper (spec section 4): clears exactly sessionStartedAt, id, generalPolicies,
 * policies, leadSource, googleCaptchaToken and otherDetails.ibanConsent. Everything the applicant
 * answered stays; what binds the data to one session, lead or consent goes.
 */
export function clearForReuse<T extends Partial<ApplicationData>>(data: T): T {
  const next = without(data, ReuseClearedFields);
  if (data.otherDetails && 'ibanConsent' in data.otherDetails) {
    next.otherDetails = without(data.otherDetails, ['ibanConsent']);
  }
  return next;
}

/** Stale stored data is stripped of its stale fields: those the reuse helper clears. */
export function stripStaleFields<T extends Partial<ApplicationData>>(data: T, now: number): T {
  return isStale(data, now) ? clearForReuse(data) : data;
}
