import type { PolicyLocale } from '@lf/contract';

/**
 * The products (brands) this sandbox knows, keyed by the product identifier the front end sends
 * with every lead request (the brand's id). A real lead API knows its products; the sandbox keeps
 * this one small copy of what it needs from `apps/web/src/brands/<id>/brand-config.ts` (name,
 * language, and `loan.amount`, `loan.period` and `loan.periodScale`, as they resolve from defaults
 * and country: the amount in the brand's currency), because the two apps never import each
 * other. `sandbox-products.test.ts` compares it with them.
 */
export interface SandboxProduct {
  readonly name: string;
  /**
   * The brand's own language (its country's default locale): its policy pages are written in it
   * (`GET /policies/{brand}/{document}`, policies/policy-page.ts).
   */
  readonly locale: PolicyLocale;
  readonly currency: string;
  readonly amount: LoanBounds;
  /** The term's bounds, in `periodScale` units. */
  readonly period: LoanBounds;
  readonly periodScale: 'days' | 'months';
}

/** Inclusive bounds of a loan's amount or term. */
export interface LoanBounds {
  readonly min: number;
  readonly max: number;
}

/**
 * The web app's default term (`config/default-settings.ts`): every brand's today (`lei-rapid-ro`
 * sets the same bounds with another default).
 */
const DEFAULT_PERIOD = { period: { min: 61, max: 90 }, periodScale: 'days' } as const;

export const SANDBOX_PRODUCTS: Readonly<Record<string, SandboxProduct>> = Object.freeze({
  'default-es': {
    name: 'Préstamo Claro',
    locale: 'es',
    currency: 'EUR',
    amount: { min: 100, max: 1000 },
    ...DEFAULT_PERIOD,
  },
  'credisol-es': {
    name: 'CrediSol',
    locale: 'es',
    currency: 'EUR',
    amount: { min: 100, max: 1000 },
    ...DEFAULT_PERIOD,
  },
  'kredit-klar-de': {
    name: 'KreditKlar',
    locale: 'de',
    currency: 'EUR',
    amount: { min: 100, max: 1000 },
    ...DEFAULT_PERIOD,
  },
  'lei-rapid-ro': {
    name: 'Lei Rapid',
    locale: 'ro',
    currency: 'RON',
    amount: { min: 100, max: 10_000 },
    ...DEFAULT_PERIOD,
  },
  'pozyczka-plus-pl': {
    name: 'Pożyczka Plus',
    locale: 'pl',
    currency: 'PLN',
    amount: { min: 500, max: 5000 },
    ...DEFAULT_PERIOD,
  },
  'presta-ya-mx': {
    name: 'PrestaYa',
    locale: 'mx',
    currency: 'MXN',
    amount: { min: 1000, max: 20_000 },
    ...DEFAULT_PERIOD,
  },
  'credito-agil-co': {
    name: 'Crédito Ágil',
    locale: 'co',
    currency: 'COP',
    amount: { min: 100_000, max: 2_000_000 },
    ...DEFAULT_PERIOD,
  },
  'vay-nhanh-vn': {
    name: 'Vay Nhanh',
    locale: 'vn',
    currency: 'VND',
    amount: { min: 1_000_000, max: 20_000_000 },
    ...DEFAULT_PERIOD,
  },
  'pesolend-ph': {
    name: 'PesoLend',
    locale: 'ph',
    currency: 'PHP',
    amount: { min: 1000, max: 25_000 },
    ...DEFAULT_PERIOD,
  },
});

/** The product a request names, if the sandbox knows it. */
export function sandboxProduct(product: string | undefined): SandboxProduct | undefined {
  return product !== undefined && Object.hasOwn(SANDBOX_PRODUCTS, product)
    ? SANDBOX_PRODUCTS[product]
    : undefined;
}
