/**
 * Each brand's loan amount bounds, in the brand's own currency, keyed by the product identifier
 * the front end sends with every lead request (the brand's id). A real lead API knows its
 * products; the sandbox keeps this small copy because it cannot import the web app. Keep it in
 * step with `loan.amount` of `apps/web/src/brands/<id>/brand-config.ts` (or the defaults and
 * the country it inherits from).
 */
export const BRAND_AMOUNT_BOUNDS: Readonly<
  Record<string, { readonly currency: string; readonly min: number; readonly max: number }>
> = Object.freeze({
  'default-es': { currency: 'EUR', min: 100, max: 1000 },
  'credisol-es': { currency: 'EUR', min: 100, max: 1000 },
  'kredit-klar-de': { currency: 'EUR', min: 100, max: 1000 },
  'lei-rapid-ro': { currency: 'RON', min: 100, max: 10_000 },
  'pozyczka-plus-pl': { currency: 'PLN', min: 500, max: 5000 },
  'presta-ya-mx': { currency: 'MXN', min: 1000, max: 20_000 },
  'credito-agil-co': { currency: 'COP', min: 100_000, max: 2_000_000 },
  'vay-nhanh-vn': { currency: 'VND', min: 1_000_000, max: 20_000_000 },
  'pesolend-ph': { currency: 'PHP', min: 1000, max: 25_000 },
});

/** For a product the table does not know, amounts above this are REJECTED, whatever the currency. */
export const REJECTED_ABOVE_AMOUNT = 5000;

/** The highest amount checking accepts for this product: its brand's maximum, or the general rule. */
export function maxAmountFor(product: string | undefined): number {
  if (product === undefined || !Object.hasOwn(BRAND_AMOUNT_BOUNDS, product)) {
    return REJECTED_ABOVE_AMOUNT;
  }
  return BRAND_AMOUNT_BOUNDS[product]?.max ?? REJECTED_ABOVE_AMOUNT;
}
