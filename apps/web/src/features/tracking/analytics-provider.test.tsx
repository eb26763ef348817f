import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
// The app's provider first, as on the first page; PostHog's React library loads later (below).
import { AnalyticsProvider, publishAnalyticsClient } from './analytics-provider';
import { fakePostHog, testProductAnalytics } from '../../test/fake-posthog';

afterEach(() => publishAnalyticsClient(undefined));

describe('PostHog’s provider around the app', () => {
  test('a component under it gets the client once PostHog has started, none before, and is not mounted again', async () => {
    // posthog-js/react's own hook, loaded after the provider has rendered, as a later page's chunk.
    const { usePostHog } = await import('posthog-js/react/slim');
    let mounts = 0;
    let seen: unknown;
    function Consumer() {
      // posthog-js/react types the full build's client; the product's is the slim build's.
      const posthog: unknown = usePostHog();
      seen = posthog;
      const [note, setNote] = useState('');
      useEffect(() => {
        mounts += 1;
      }, []);
      return (
        <>
          <label>
            Note
            <input value={note} onChange={(event) => setNote(event.target.value)} />
          </label>
          <output aria-label="client">{posthog ? 'started' : 'none'}</output>
        </>
      );
    }
    const { client, load } = fakePostHog();
    const vendor = testProductAnalytics(load, { key: 'phc_key' });
    render(
      <AnalyticsProvider>
        <Consumer />
      </AnalyticsProvider>,
    );
    expect(screen.getByRole('status', { name: 'client' })).toHaveTextContent('none');
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'kept');

    // Before the start (no consent yet): no client, and the product's events go nowhere.
    vendor.send({ kind: 'step_viewed', step: 'loan', flow: 'default' }, { sessionId: 'S-1' });
    expect(client.capture).not.toHaveBeenCalled();

    await act(() => vendor.start());
    expect(screen.getByRole('status', { name: 'client' })).toHaveTextContent('started');
    expect(seen).toBe(client);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('kept');
    expect(mounts).toBe(1);
    // The product's events go through the client the provider holds.
    vendor.send({ kind: 'step_viewed', step: 'loan', flow: 'default' }, { sessionId: 'S-1' });
    expect(client.capture).toHaveBeenCalledWith('$pageview', { step: 'loan', flow: 'default' });

    // Consent withdrawn: the provider's client is taken back, still without a remount.
    act(() => vendor.stop());
    expect(screen.getByRole('status', { name: 'client' })).toHaveTextContent('none');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('kept');
    expect(mounts).toBe(1);
    vendor.send({ kind: 'step_viewed', step: 'contact', flow: 'default' }, { sessionId: 'S-1' });
    expect(client.capture).toHaveBeenCalledTimes(1);
  });
});
