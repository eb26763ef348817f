import type { LeadData } from '@lf/contract';
import * as z from 'zod/mini';
import { fieldErrorsError } from '../http/parse-request.js';
import {
  englishMessages,
  toFieldErrors,
  type CodedFieldError,
} from '../validation/field-errors.js';
import { SANDBOX_PRODUCTS, sandboxProduct, type SandboxProduct } from './sandbox-products.js';

/**
 * What a product lends: its amount's and term's bounds, and the term's scale (none: any scale,
 * for a product whose scale is not known).
 */
export interface LoanTerms extends Pick<SandboxProduct, 'amount' | 'period'> {
  readonly periodScale: SandboxProduct['periodScale'] | undefined;
}

const known: readonly SandboxProduct[] = Object.values(SANDBOX_PRODUCTS);
const scales = [...new Set(known.map((product) => product.periodScale))];

/**
 * The loan of a product the sandbox does not know (`application-frontend`, what a client that
 * names no brand sends): its currency, and so the scale of its amounts, is unknown, so it may ask
 * for any amount and term one of the known products offers, and nothing none of them does (issue
 * 36: 1e9 had become a 1,000,000,000 EUR offer). The scale is checked only while every product
 * shares one.
 */
export const ANY_PRODUCT_LOAN: LoanTerms = Object.freeze({
  amount: {
    min: Math.min(...known.map((product) => product.amount.min)),
    max: Math.max(...known.map((product) => product.amount.max)),
  },
  period: {
    min: Math.min(...known.map((product) => product.period.min)),
    max: Math.max(...known.map((product) => product.period.max)),
  },
  periodScale: scales.length === 1 ? scales[0] : undefined,
});

/** The loan the product offers: its brand's, else ANY_PRODUCT_LOAN. */
export function loanTermsOf(product: string): LoanTerms {
  const brand = sandboxProduct(product);
  return brand
    ? { amount: brand.amount, period: brand.period, periodScale: brand.periodScale }
    : ANY_PRODUCT_LOAN;
}

function loanSchema({ amount, period, periodScale }: LoanTerms) {
  return z.object({
    amount: z.optional(z.number().check(z.gte(amount.min), z.lte(amount.max))),
    period: z.optional(z.number().check(z.gte(period.min), z.lte(period.max))),
    periodScale: z.optional(periodScale === undefined ? z.string() : z.literal(periodScale)),
  });
}

/**
 * The amount, term and term scale a lead of `product` would hold, checked against the product's
 * bounds (both ends included): one field error per value outside them, in the shape
 * field-errors.ts gives every refused field (`amount`, `too_large`, `limit: 1000`), which the front
 * end shows on its loan page. Absent values are no fault: the v3 form asks for them later, and
 * its submission checks they are there.
 */
export function loanBoundsErrors(
  product: string,
  loan: Pick<LeadData, 'amount' | 'period' | 'periodScale'>,
): CodedFieldError[] {
  const { amount, period, periodScale } = loan;
  const result = loanSchema(loanTermsOf(product)).safeParse(
    { amount, period, periodScale },
    { error: englishMessages },
  );
  return result.success ? [] : toFieldErrors(result.error.issues);
}

/**
 * Before any write that stores a lead's data (create, update, a stage's save, a seed): 422
 * `invalid_body` when its amount or term is outside the product's bounds; nothing is written.
 */
export function requireLoanWithinBounds(
  product: string,
  loan: Pick<LeadData, 'amount' | 'period' | 'periodScale'>,
): void {
  const fieldErrors = loanBoundsErrors(product, loan);
  if (fieldErrors.length > 0) {
    throw fieldErrorsError(422, fieldErrors, 'The loan is outside the product’s bounds.');
  }
}
