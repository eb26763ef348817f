/**
 * The products (brands) this sandbox knows, keyed by the product identifier the front end sends
 * with every lead request (the brand's id). A real lead API knows its products; the sandbox keeps
 * this one small copy of what it needs from `apps/web/src/brands/<id>/brand-config.ts` (name,
 * links, and `loan.amount`, `loan.period` and `loan.periodScale`, as they resolve from defaults
 * and country: the amount in the brand's currency), because the two apps never import each
 * other. `sandbox-products.test.ts` compares it with them.
 */
export interface SandboxProduct {
  readonly name: string;
  readonly currency: string;
  readonly amount: LoanBounds;
  /** The term's bounds, in `periodScale` units. */
  readonly period: LoanBounds;
  readonly periodScale: 'days' | 'months';
  readonly termsUrl: string;
  readonly privacyUrl: string;
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
    currency: 'EUR',
    amount: { min: 100, max: 1000 },
    ...DEFAULT_PERIOD,
    termsUrl: 'https://www.prestamo-claro.example.es/terms',
    privacyUrl: 'https://www.prestamo-claro.example.es/privacy',
  },
  'credisol-es': {
    name: 'CrediSol',
    currency: 'EUR',
    amount: { min: 100, max: 1000 },
    ...DEFAULT_PERIOD,
    termsUrl: 'https://www.credisol.example.es/terms',
    privacyUrl: 'https://www.credisol.example.es/privacy',
  },
  'kredit-klar-de': {
    name: 'KreditKlar',
    currency: 'EUR',
    amount: { min: 100, max: 1000 },
    ...DEFAULT_PERIOD,
    termsUrl: 'https://www.kredit-klar.example.de/terms',
    privacyUrl: 'https://www.kredit-klar.example.de/privacy',
  },
  'lei-rapid-ro': {
    name: 'Lei Rapid',
    currency: 'RON',
    amount: { min: 100, max: 10_000 },
    ...DEFAULT_PERIOD,
    termsUrl: 'https://www.lei-rapid.example.ro/terms',
    privacyUrl: 'https://www.lei-rapid.example.ro/privacy',
  },
  'pozyczka-plus-pl': {
    name: 'Pożyczka Plus',
    currency: 'PLN',
    amount: { min: 500, max: 5000 },
    ...DEFAULT_PERIOD,
    termsUrl: 'https://www.pozyczkaplus.example.pl/terms',
    privacyUrl: 'https://www.pozyczkaplus.example.pl/privacy',
  },
  'presta-ya-mx': {
    name: 'PrestaYa',
    currency: 'MXN',
    amount: { min: 1000, max: 20_000 },
    ...DEFAULT_PERIOD,
    termsUrl: 'https://www.presta-ya.example.com.mx/terms',
    privacyUrl: 'https://www.presta-ya.example.com.mx/privacy',
  },
  'credito-agil-co': {
    name: 'Crédito Ágil',
    currency: 'COP',
    amount: { min: 100_000, max: 2_000_000 },
    ...DEFAULT_PERIOD,
    termsUrl: 'https://www.credito-agil.example.com.co/terms',
    privacyUrl: 'https://www.credito-agil.example.com.co/privacy',
  },
  'vay-nhanh-vn': {
    name: 'Vay Nhanh',
    currency: 'VND',
    amount: { min: 1_000_000, max: 20_000_000 },
    ...DEFAULT_PERIOD,
    termsUrl: 'https://www.vay-nhanh.example.vn/terms',
    privacyUrl: 'https://www.vay-nhanh.example.vn/privacy',
  },
  'pesolend-ph': {
    name: 'PesoLend',
    currency: 'PHP',
    amount: { min: 1000, max: 25_000 },
    ...DEFAULT_PERIOD,
    termsUrl: 'https://www.pesolend.example.ph/terms',
    privacyUrl: 'https://www.pesolend.example.ph/privacy',
  },
});

/** The product a request names, if the sandbox knows it. */
export function sandboxProduct(product: string | undefined): SandboxProduct | undefined {
  return product !== undefined && Object.hasOwn(SANDBOX_PRODUCTS, product)
    ? SANDBOX_PRODUCTS[product]
    : undefined;
}
