import type { BrandConfig } from '../config/brand-config-schema';
import { loadLoanSummary } from '../features/loan-information/lazy';
import { preloadToasts } from '../features/notifications';
import { loadFieldsOf, loadStepForm } from '../features/steps';
import {
  loadFieldCanonicalizer,
  loadFieldRules,
  loadPersonalCodeConsistency,
} from '../features/validation';
import { logger } from '../lib/logger';

/**
 * What the steps after the first need, fetched while the browser is idle after the first page
 * (issue 13): the step form, every page's fields, the loan summary, the notices, the lead and API clients, and every
 * field rule (the personal-code cross-check too) with the phone-number metadata. A Continue then waits for the server's answer only.
 * A failure here costs nothing: each piece is loaded again (with its retries) when needed.
 */
export async function prefetchNextSteps(brand: BrandConfig): Promise<void> {
  const results = await Promise.allSettled([
    loadStepForm(),
    loadFieldsOf(),
    loadLoanSummary(),
    preloadToasts(),
    import('../features/lead/lazy'),
    import('../lib/api-client'),
    loadFieldRules(brand),
    loadFieldCanonicalizer(brand),
    loadPersonalCodeConsistency(),
  ]);
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed > 0) logger.warn('Prefetching the next steps failed', { failed });
}
