import { SANDBOX_PRODUCTS, sandboxProduct } from '../products/sandbox-products.js';

/** Each brand's loan amount bounds, in the brand's own currency (see sandbox-products.ts). */
export const BRAND_AMOUNT_BOUNDS: Readonly<
  Record<string, { readonly currency: string; readonly min: number; readonly max: number }>
> = Object.fromEntries(
  Object.entries(SANDBOX_PRODUCTS).map(([id, product]) => [
    id,
    { currency: product.currency, ...product.amount },
  ]),
);

/** For a product the table does not know, amounts above this are REJECTED, whatever the currency. */
export const REJECTED_ABOVE_AMOUNT = 5000;

/** The highest amount checking accepts for this product: its brand's maximum, or the general rule. */
export function maxAmountFor(product: string | undefined): number {
  return sandboxProduct(product)?.amount.max ?? REJECTED_ABOVE_AMOUNT;
}
