import type { BrandConfig } from '../config/brand-config-schema';
import { leadClientChunk } from '../features/lead/lazy-client';
import { preloadLoanSummary } from '../features/loan-information/lazy';
import { preloadToasts } from '../features/notifications';
import { loadFieldsOf, preloadStepForm } from '../features/steps';
import {
  loadFieldCanonicalizer,
  loadPersonalCodeConsistency,
  prepareFieldRules,
} from '../features/validation';
import { NEXT_STEPS_PREFETCHED_MARK } from '../lib/after-first-page-mark';
import { apiClientChunk } from '../lib/lazy-api-client';
import { logger } from '../lib/logger';
import { whenIdle } from '../lib/when-idle';
import { yieldToMain } from '../lib/yield-to-main';

/**
 * What the steps after the first need, fetched while the browser is idle after the first page
 * (issue 13): the step form, every page's fields, the loan summary, the notices, the lead and API
 * clients, and every field rule (the personal-code cross-check too) with the phone-number
 * metadata, the slow rules readied on a sample. A Continue then waits for the server's answer only.
 *
 * Each piece starts in a task of its own, at once: started together, their module preloads
 * blocked the page for about 100 ms at 4x CPU, and started one per idle period they were still
 * loading when an applicant pressed Continue (the bench's first move took twice as long). A
 * failure here costs nothing: each piece is loaded again (with its retries) when needed.
 */
export async function prefetchNextSteps(brand: BrandConfig): Promise<void> {
  const pieces: (() => Promise<unknown>)[] = [
    preloadStepForm,
    loadFieldsOf,
    preloadLoanSummary,
    preloadToasts,
    leadClientChunk,
    apiClientChunk,
    () => loadFieldCanonicalizer(brand),
    loadPersonalCodeConsistency,
    () => prepareFieldRules(brand, whenIdle),
  ];
  const started: Promise<unknown>[] = [];
  for (const piece of pieces) {
    started.push(piece());
    await yieldToMain();
  }
  const results = await Promise.allSettled(started);
  performance.mark(NEXT_STEPS_PREFETCHED_MARK);
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed > 0) logger.warn('Prefetching the next steps failed', { failed });
}
