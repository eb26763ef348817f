import { ApplicationState } from '@lf/contract';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { BASE_PATH } from '../../server/base-path';
import { leadRestored } from '../features/application';
import { startTracking } from '../features/tracking/lazy';
import { noteApplicationAtLoad } from '../features/tracking/pages-shown';
import type { ApiClient } from '../lib/api-client';
import { resolveBrand } from './brand-registry';
import { createAppStore } from './store';
import { loadTrackingConfig } from './tracking-registry';

// The tag manager's container script "loads" at once; nothing is fetched.
vi.mock('../features/tracking/load-script', () => ({ loadScript: vi.fn(async () => true) }));

type TagWindow = Window & { dataLayer?: unknown[] };
const LEAD_ID = '3f2a9c1e-7b4d-4e2a-9c1e-7b4d4e2a9c1e';

afterEach(() => {
  delete (window as TagWindow).dataLayer;
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('tracking on a link that carries a lead id (issue 36)', () => {
  test('no vendor starts while the address bar holds the id; once the page moves on, none is told it', async () => {
    window.history.replaceState(null, '', `${BASE_PATH}/continue/${LEAD_ID}`);
    const brand = resolveBrand('kredit-klar-de');
    const { tagManager } = await loadTrackingConfig(resolveBrand('default-es').id);
    const store = createAppStore({
      api: vi.fn() as unknown as ApiClient,
      initialData: {
        amount: 500,
        period: 61,
        contactDetails: { marketingConsents: { email: true } },
      },
    });
    const started = startTracking({
      store,
      brand,
      environment: 'development',
      loadConfig: async () => ({ tagManager }),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((window as TagWindow).dataLayer).toBeUndefined();

    window.history.replaceState(null, '', `${BASE_PATH}/personal-details`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await started;
    await vi.waitFor(() => expect((window as TagWindow).dataLayer?.length).toBeGreaterThan(0));
    expect(JSON.stringify((window as TagWindow).dataLayer)).not.toContain(LEAD_ID);
  });

  test('a lead a returning link restores in another browser is neither a new lead nor a new conversion (issue 39)', async () => {
    window.history.replaceState(null, '', `${BASE_PATH}/continue/${LEAD_ID}`);
    const brand = resolveBrand('presta-ya-mx');
    const { tagManager } = await loadTrackingConfig(resolveBrand('default-es').id);
    // Another browser: nothing of the lead on this one (start.tsx notes the load's lead).
    noteApplicationAtLoad({ leadId: null, state: ApplicationState.NONE });
    const store = createAppStore({
      api: vi.fn() as unknown as ApiClient,
      initialData: { amount: 500, period: 61 },
    });
    const started = startTracking({
      store,
      brand,
      environment: 'development',
      loadConfig: async () => ({ tagManager }),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    store.dispatch(
      leadRestored({
        id: LEAD_ID,
        applicationState: ApplicationState.CHECKING,
        leadStatus: 1,
        expiresAt: '2026-11-24T10:00:00Z',
        data: { amount: 500, period: 61 },
      }),
    );
    window.history.replaceState(null, '', `${BASE_PATH}/checking`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await started;
    await vi.waitFor(() =>
      expect((window as TagWindow).dataLayer).toContainEqual(
        expect.objectContaining({ event: 'lf_step_view', step: 'checking' }),
      ),
    );
    const events = ((window as TagWindow).dataLayer ?? []).map(
      (entry) => (entry as { event?: unknown }).event,
    );
    expect(events).not.toContain('lf_lead_created');
    expect(events).not.toContain('lf_application_completed');
  });
});
