import type { ApplicationState, LeadData } from '@lf/contract';
import type { Page } from '@playwright/test';

/**
 * How an applicant completes the page of one application state, for `every-state.spec.ts`: the
 * lead is seeded at the state (with `data`), the page opens, `complete` fills it in and submits
 * as a person would, and the browser must then stand at `lands` (the route of the state the
 * sandbox decides, documented in the sandbox README).
 */
export interface StateCompleter {
  /** A brand id for `?brand=`; the deployment's brand (default-es, Spanish) when absent. */
  readonly brand?: string;
  /** The product the sandbox stores the lead under (seeded-lead.ts); none it knows when absent. */
  readonly product?: string;
  /** Answers the lead already holds. */
  readonly data?: LeadData;
  /** What the page must show first: its level-one heading. */
  readonly heading: string | RegExp;
  /** Fills in and submits the page, or takes its action. */
  complete(page: Page): Promise<void>;
  /** The address the applicant lands on once the sandbox answered. */
  readonly lands: RegExp;
}

export type StateCompleters = Partial<Record<ApplicationState, StateCompleter>>;
