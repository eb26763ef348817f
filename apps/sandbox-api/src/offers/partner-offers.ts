import {
  ApplicationState,
  instalmentTerms,
  type FieldError,
  type LeadData,
  type Offer,
} from '@lf/contract';
import { sandboxProduct } from '../products/sandbox-products.js';

/**
 * The partners' offers (README, "Offers"): made from the lead's amount and period and its
 * product's currency, the same every time they are asked for, so a page, its reload and the
 * decision all see one set. Pure: the routes read the lead and store the decision.
 */

/** The after-offer states where a partner offers a loan, and the partner's terms. */
export const OfferStates = [
  ApplicationState.IPFD_OFFER_CHOICE,
  ApplicationState.COFIDIS_OFFER,
  ApplicationState.PROVIDENT_OFFER,
  ApplicationState.INSTABANK_OFFER,
  ApplicationState.PROFICREDIT_OFFER,
] as const;
export type OfferState = (typeof OfferStates)[number];

interface PartnerTerms {
  readonly partner: string;
  /** The partner in the catalogue (`partners/partner-catalogue.ts`). */
  readonly partnerSlug: string;
  /** Starts each offer id: `cofidis-1`. */
  readonly slug: string;
  /** Effective annual rate, in per cent. */
  readonly apr: number;
}

export const PartnerTermsByState: Readonly<Record<OfferState, PartnerTerms>> = {
  [ApplicationState.IPFD_OFFER_CHOICE]: {
    partner: 'IPF Digital',
    partnerSlug: 'ipf-digital',
    slug: 'ipf',
    apr: 59.9,
  },
  [ApplicationState.COFIDIS_OFFER]: {
    partner: 'Cofidis',
    partnerSlug: 'cofidis',
    slug: 'cofidis',
    apr: 21.9,
  },
  [ApplicationState.PROVIDENT_OFFER]: {
    partner: 'Provident',
    partnerSlug: 'provident',
    slug: 'provident',
    apr: 45.9,
  },
  [ApplicationState.INSTABANK_OFFER]: {
    partner: 'Instabank',
    partnerSlug: 'instabank',
    slug: 'instabank',
    apr: 16.9,
  },
  [ApplicationState.PROFICREDIT_OFFER]: {
    partner: 'Proficredit',
    partnerSlug: 'proficredit',
    slug: 'proficredit',
    apr: 29.9,
  },
};

/** What a lead without an amount or a period asked for: the spec's defaults (section 9). */
const DEFAULT_AMOUNT = 1000;
const DEFAULT_PERIOD_DAYS = 31;
/** The smallest amount for a product the sandbox does not know (the spec's minimum, section 9). */
const DEFAULT_MIN_AMOUNT = 100;
const DEFAULT_CURRENCY = 'EUR';
const DAYS_PER_MONTH = 30;

export function isOfferState(state: ApplicationState): state is OfferState {
  return (OfferStates as readonly ApplicationState[]).includes(state);
}

/** The months an instalment lender offers for a loan asked for over `days`: at least one. */
export function monthsFor(days: number): number {
  return Math.max(1, Math.ceil(days / DAYS_PER_MONTH));
}

/** `amount` cut to `share` of it, rounded down to its own scale (500 → 300, 2 000 000 → 1 200 000). */
export function smallerAmount(amount: number, share: number, min: number): number {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(amount)) - 1);
  return Math.max(min, Math.floor((amount * share) / unit) * unit);
}

export interface OfferInput {
  state: OfferState;
  product: string;
  data: Pick<LeadData, 'amount' | 'period'>;
}

function offer(
  terms: PartnerTerms,
  index: number,
  amount: number,
  months: number,
  currency: string,
): Offer {
  return {
    offerId: `${terms.slug}-${index}`,
    partner: terms.partner,
    amount,
    period: months,
    periodScale: 'months',
    ...instalmentTerms(amount, terms.apr, months, currency),
    apr: terms.apr,
    currency,
  };
}

/**
 * The offers a lead at `state` gets. IPF offers three plans to choose from: the amount asked for
 * over the term, the same over twice the term (smaller payments), and a smaller amount. Every
 * other partner makes one offer; Provident's may be lowered down to the product's smallest
 * amount and one month.
 */
export function partnerOffers({ state, product, data }: OfferInput): Offer[] {
  const known = sandboxProduct(product);
  const currency = known?.currency ?? DEFAULT_CURRENCY;
  const minAmount = known?.amount.min ?? DEFAULT_MIN_AMOUNT;
  const amount = data.amount ?? DEFAULT_AMOUNT;
  const months = monthsFor(data.period ?? DEFAULT_PERIOD_DAYS);
  const terms = PartnerTermsByState[state];
  if (state === ApplicationState.IPFD_OFFER_CHOICE) {
    const plans = [
      offer(terms, 1, amount, months, currency),
      offer(terms, 2, amount, months * 2, currency),
    ];
    const smaller = smallerAmount(amount, 0.6, minAmount);
    return smaller < amount ? [...plans, offer(terms, 3, smaller, months, currency)] : plans;
  }
  const single = offer(terms, 1, amount, months, currency);
  if (state !== ApplicationState.PROVIDENT_OFFER) return [single];
  return [{ ...single, adjustable: { minAmount: Math.min(minAmount, amount), minPeriod: 1 } }];
}

type Adjustable = NonNullable<Offer['adjustable']>;

/**
 * Checks a smaller amount or shorter term asked for within `offer`: whole numbers, from the
 * offer's minimums up to what it offers. Answers a field error for each one at fault (none when
 * it may be taken); messages are English for logs, the code and limit are what a client reads.
 */
export function adjustmentErrors(
  offer: Offer & { adjustable: Adjustable },
  wanted: { amount?: number | undefined; period?: number | undefined },
): FieldError[] {
  const errors: FieldError[] = [];
  const check = (
    fieldName: 'amount' | 'period',
    value: number | undefined,
    min: number,
    max: number,
  ) => {
    if (value === undefined) return;
    if (!Number.isInteger(value)) {
      errors.push({ fieldName, code: 'invalid_format', message: 'Must be a whole number' });
    } else if (value < min) {
      errors.push({ fieldName, code: 'too_small', limit: min, message: `Must be at least ${min}` });
    } else if (value > max) {
      errors.push({ fieldName, code: 'too_large', limit: max, message: `Must be at most ${max}` });
    }
  };
  check('amount', wanted.amount, offer.adjustable.minAmount, offer.amount);
  check('period', wanted.period, offer.adjustable.minPeriod, offer.period);
  return errors;
}
