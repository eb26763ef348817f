import { ApplicationState, type LeadAnswer } from '@lf/contract';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { leadEventId } from '../features/tracking/conversion-id';
import { startTracking } from '../features/tracking/lazy';
import { storeConsentChoice } from '../test/consent-settings';
import type { ApiClient } from '../lib/api-client';
import { leadSaved } from '../features/application';
import { resolveBrand } from './brand-registry';
import { createAppStore } from './store';
import { loadTrackingConfig } from './tracking-registry';

// The tag manager's container script "loads" at once; nothing is fetched.
vi.mock('../features/tracking/load-script', () => ({ loadScript: vi.fn(async () => true) }));

type TagWindow = Window & { dataLayer?: unknown[] };

/** What went to Google Ads: the `gtag('event', 'conversion', …)` calls on the dataLayer. */
const conversions = () =>
  ((window as TagWindow).dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter(([kind, name]) => kind === 'event' && name === 'conversion')
    .map(([, , parameters]) => parameters);

const lead = (applicationState: ApplicationState): LeadAnswer => ({
  id: 'L1',
  applicationState,
  leadStatus: 1,
  expiresAt: '2026-11-24T10:00:00Z',
});

beforeEach(() => {
  delete (window as TagWindow).dataLayer;
  localStorage.clear();
});

describe('the Google Ads conversion', () => {
  test('is sent once, with the brand’s target, when the application is completed; a new lead is not one', async () => {
    const brand = resolveBrand('default-es');
    const { tagManager } = await loadTrackingConfig(brand.id);
    expect(tagManager?.adsConversionSendTo).toMatch(/^AW-/);
    const store = createAppStore({
      api: vi.fn() as unknown as ApiClient,
      initialData: { amount: 500, period: 61 },
    });
    // The applicant accepted marketing tracking (the tag manager's category), which Spain waits
    // for; as the consent banner keeps it (decision 0037).
    storeConsentChoice(['necessary', 'marketing']);
    await startTracking({
      store,
      brand,
      environment: 'development',
      // The brand's tag manager alone: its other vendors would load their SDKs.
      loadConfig: async () => ({ tagManager }),
    });
    store.dispatch(leadSaved(lead(ApplicationState.PERSONAL_DETAILS)));
    await vi.waitFor(() =>
      expect((window as TagWindow).dataLayer).toContainEqual({
        event: 'lf_lead_created',
        event_id: leadEventId('L1', 'lead_created'),
      }),
    );
    expect(conversions()).toEqual([]);
    store.dispatch(leadSaved(lead(ApplicationState.CHECKING)));
    await vi.waitFor(() => expect(conversions()).toHaveLength(1));
    expect(conversions()[0]).toMatchObject({
      send_to: tagManager?.adsConversionSendTo,
      transaction_id: leadEventId('L1', 'application_completed'),
    });
  });

  test('a second tab of the same lead that reaches checking too sends no second conversion (issue 39)', async () => {
    const brand = resolveBrand('presta-ya-mx');
    const { tagManager } = await loadTrackingConfig(resolveBrand('default-es').id);
    const tab = async () => {
      const store = createAppStore({
        api: vi.fn() as unknown as ApiClient,
        initialData: { amount: 500, period: 61 },
      });
      await startTracking({
        store,
        brand,
        environment: 'development',
        loadConfig: async () => ({ tagManager }),
      });
      store.dispatch(leadSaved(lead(ApplicationState.INCOME_DETAILS)));
      return store;
    };
    const first = await tab();
    const second = await tab();
    first.dispatch(leadSaved(lead(ApplicationState.CHECKING)));
    second.dispatch(leadSaved(lead(ApplicationState.CHECKING)));
    await vi.waitFor(() => expect(conversions()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(conversions()).toHaveLength(1);
    const events = ((window as TagWindow).dataLayer ?? []).map(
      (entry) => (entry as { event?: unknown }).event,
    );
    expect(events.filter((event) => event === 'lf_lead_created')).toHaveLength(1);
  });
});
