import type { PostHog } from 'posthog-js/dist/module.slim.js';
import { vi } from 'vitest';
import {
  createProductAnalytics,
  type ProductAnalyticsOptions,
} from '../features/tracking/product-analytics';

/** A PostHog client whose calls a test reads, and the loader that gives it. */
export function fakePostHog() {
  const client = {
    init: vi.fn(),
    register: vi.fn(),
    unregister: vi.fn(),
    identify: vi.fn(),
    capture: vi.fn(),
    get_distinct_id: vi.fn(() => 'S-1'),
    opt_out_capturing: vi.fn(),
    opt_in_capturing: vi.fn(),
  };
  return { client, load: async () => client as unknown as PostHog };
}

/** Product analytics on a test's PostHog, with what the test does not look at filled in. */
export const testProductAnalytics = (
  load: ProductAnalyticsOptions['load'],
  options: Partial<ProductAnalyticsOptions> = {},
) =>
  createProductAnalytics({
    key: 'k',
    host: 'https://eu.i.posthog.com',
    pageLeaveAtEnd: false,
    atEnd: () => false,
    campaign: Promise.resolve({}),
    sessionId: () => 'S-1',
    load,
    ...options,
  });
