import { storage } from '../../lib/storage';

/**
 * The selling tier from the address is kept for the rest of the visit (storage key
 * `sellingTierGlobalId`); without one in the address, the kept one is used.
 */
export function keepSellingTierGlobalId(fromUrl: string | undefined): string | undefined {
  if (fromUrl !== undefined) {
    storage.set('session', 'sellingTierGlobalId', fromUrl);
    return fromUrl;
  }
  // Storage reads a numeric id such as "12345" back as a number (it is JSON text).
  const stored = storage.get('session', 'sellingTierGlobalId');
  const kept = typeof stored === 'number' && Number.isSafeInteger(stored) ? String(stored) : stored;
  return typeof kept === 'string' && /^[\p{L}\p{N}_.:~@+/=|-]{1,255}$/u.test(kept)
    ? kept
    : undefined;
}
