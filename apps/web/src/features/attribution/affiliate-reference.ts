import { logger } from '../../lib/logger';
import { IDENTIFIER, MAX_IDENTIFIER_LENGTH } from '../url-intake';

/** The three fields that make an affiliate reference (spec section 3). */
export interface AffiliateFields {
  attribute?: string;
  subId?: string;
  transactionId?: string;
}
export type AffiliateReference = AffiliateFields & { setAt: string };

const FIELDS = ['attribute', 'subId', 'transactionId'] as const;

const identifier = (value: string | null) => {
  const text = value?.trim();
  return text && text.length <= MAX_IDENTIFIER_LENGTH && IDENTIFIER.test(text) ? text : undefined;
};

/**
 * The reference the address brings (spec section 2): refName, refSubId and refTransactionId,
 * the transaction falling back to s_id; a value that is not an identifier is dropped.
 */
export function affiliateFromUrl(params: URLSearchParams): AffiliateFields | null {
  const fields: AffiliateFields = {};
  const attribute = identifier(params.get('refName'));
  const subId = identifier(params.get('refSubId'));
  const transactionId =
    identifier(params.get('refTransactionId')) ?? identifier(params.get('s_id'));
  if (attribute) fields.attribute = attribute;
  if (subId) fields.subId = subId;
  if (transactionId) fields.transactionId = transactionId;
  return hasAffiliateFields(fields) ? fields : null;
}

export const hasAffiliateFields = (reference: AffiliateFields | null | undefined) =>
  !!reference && FIELDS.some((field) => !!reference[field]);

/** A change: the new reference has one of the three fields and differs in any of them. */
export function isAffiliateChange(
  next: AffiliateFields | null | undefined,
  previous: AffiliateFields | null | undefined,
): boolean {
  if (!next || !hasAffiliateFields(next)) return false;
  return FIELDS.some((field) => (next[field] ?? '') !== (previous?.[field] ?? ''));
}

/** Session storage first, then local storage: the first holding any of the three fields. */
export function pickStoredReference<T extends AffiliateFields>(
  ...stored: readonly (T | null | undefined)[]
): T | null {
  return stored.find((candidate) => hasAffiliateFields(candidate)) ?? null;
}

/**
 * Whether a reference set at `setAt` has expired after `expiryHours` (spec sections 4 and 5): a
 * non-positive expiry is logged and never expires.
 */
export function isReferenceExpired(setAt: string, expiryHours: number, now: Date): boolean {
  if (!(expiryHours > 0)) {
    logger.error('Affiliate reference: invalid expiration time configuration', { expiryHours });
    return false;
  }
  return now.getTime() - Date.parse(setAt) > expiryHours * 3_600_000;
}

export interface AffiliateInputs {
  /** From the page address (refName, refSubId, refTransactionId or s_id). */
  fromUrl: AffiliateFields | null;
  fromSession: Partial<AffiliateReference> | null;
  fromLocal: Partial<AffiliateReference> | null;
  expiryHours: number;
  /** The brand's static reference name: a reference with it never expires. */
  staticAttribute?: string;
  now: Date;
}

export interface AffiliateDecision {
  /** The reference the lead carries, or null. */
  reference: AffiliateReference | null;
  /** A new reference replaced the stored one: a fresh session and an affiliate event. */
  changed: boolean;
  /** The stored reference expired: removed from both stores, and a fresh session. */
  expired: boolean;
}

function validSetAt(setAt: unknown, now: Date): string {
  if (typeof setAt === 'string' && Number.isFinite(Date.parse(setAt))) return setAt;
  logger.warn('Affiliate reference: invalid setAt timestamp, the current time is used');
  return now.toISOString();
}

const fieldsOf = (reference: AffiliateFields): AffiliateFields =>
  Object.fromEntries(FIELDS.filter((field) => reference[field]).map((f) => [f, reference[f]]));

/**
 * The affiliate reference rules of spec section 4, in one pure decision: a changed URL reference
 * overrides the stored one (stamped now); an unchanged one keeps the stored time (it is not
 * re-stamped on every load); the stored one expires after the brand's hours unless it is the
 * static reference, and an unchanged URL reference with an attribute is then used again, stamped
 * now (`expired` still: a fresh session, as for any expiry).
 */
export function decideAffiliateReference(inputs: AffiliateInputs): AffiliateDecision {
  const { fromUrl, now } = inputs;
  const stored = pickStoredReference(inputs.fromSession, inputs.fromLocal);
  if (fromUrl && isAffiliateChange(fromUrl, stored)) {
    return {
      reference: { ...fieldsOf(fromUrl), setAt: now.toISOString() },
      changed: true,
      expired: false,
    };
  }
  if (!stored) {
    if (hasAffiliateFields(fromUrl) || hasAffiliateFields(inputs.fromSession)) {
      logger.info('Affiliate reference: no valid affiliate reference in any source');
    }
    return { reference: null, changed: false, expired: false };
  }
  const reference = { ...fieldsOf(stored), setAt: validSetAt(stored.setAt, now) };
  const isStatic = !!inputs.staticAttribute && reference.attribute === inputs.staticAttribute;
  if (!isStatic && isReferenceExpired(reference.setAt, inputs.expiryHours, now)) {
    // The same link again: still used when it has an attribute (spec section 4), stamped now.
    const renewed = fromUrl?.attribute ? { ...fieldsOf(fromUrl), setAt: now.toISOString() } : null;
    return { reference: renewed, changed: false, expired: true };
  }
  return { reference, changed: false, expired: false };
}
