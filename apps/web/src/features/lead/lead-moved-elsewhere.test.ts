import { configureStore } from '@reduxjs/toolkit';
import { ApplicationState, LeadPaths, type LeadAnswer } from '@lf/contract';
import { afterEach, describe, expect, test } from 'vitest';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import { applicationSlice, initialApplicationState } from '../application';
import { followLeadMovedElsewhere } from './lead-moved-elsewhere';

const LEAD_ID = '5b0c2f6e-3c1d-4f7a-9a4e-2d8b1c0e7f11';
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

const status = (applicationState: ApplicationState, revision?: number): ApiResult<LeadAnswer> => ({
  ok: true,
  status: 200,
  data: {
    id: LEAD_ID,
    applicationState,
    leadStatus: 1,
    expiresAt: '2099-01-01T00:00:00.000Z',
    ...(revision === undefined ? {} : { revision }),
  },
});

/** A tab holding the lead at INCOME_DETAILS (revision 4), the lead API answering `answer`. */
function phone(
  answer: ApiResult<LeadAnswer>,
  {
    holding = true,
    shown = '/income-details',
    at = ApplicationState.INCOME_DETAILS,
  }: { holding?: boolean; shown?: string; at?: ApplicationState } = {},
) {
  const requests: ApiRequest[] = [];
  const api = (async (_schema: unknown, request: ApiRequest) => {
    requests.push(request);
    return answer;
  }) as unknown as ApiClient;
  const application = initialApplicationState({ amount: 500, period: 30 });
  const store = configureStore({
    reducer: { application: applicationSlice.reducer },
    preloadedState: {
      application: holding
        ? {
            ...application,
            applicationData: { ...application.applicationData, id: LEAD_ID },
            progressState: at,
            writeSecret: 'phone-secret',
            leadRevision: 4,
          }
        : application,
    },
  });
  const visibility = { state: 'visible' as DocumentVisibilityState };
  const listeners = new Set<() => void>();
  const page = {
    get visibilityState() {
      return visibility.state;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  } as unknown as Document;
  const start = () =>
    stops.push(followLeadMovedElsewhere({ store, api, shownPath: () => shown, document: page }));
  const cameBack = () => {
    visibility.state = 'visible';
    for (const listener of listeners) listener();
  };
  const routeChange = () => store.getState().application.routeChange;
  return { store, requests, start, cameBack, routeChange, visibility };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 10));
const throughTheLink = { redirectTo: `/continue/${LEAD_ID}`, method: 'replace' };

describe('a tab whose lead moved on in another tab or on another device (walker H4)', () => {
  test('a decision came: it goes through its continue link, which lands on the decision', async () => {
    const tab = phone(status(ApplicationState.ACCEPTED));
    tab.start();
    await settled();
    expect(tab.requests.map((request) => request.path)).toEqual([LeadPaths.leadStatus(LEAD_ID)]);
    expect(tab.routeChange()).toMatchObject(throughTheLink);
  });

  test('answers saved elsewhere at the same step (a later revision): it reads them the same way', async () => {
    const tab = phone(status(ApplicationState.INCOME_DETAILS, 5));
    tab.start();
    await settled();
    expect(tab.routeChange()).toMatchObject(throughTheLink);
  });

  test('past the offer (waiting for a code), a later revision is the lead API’s own: it stays', async () => {
    const tab = phone(status(ApplicationState.MOBILE_VERIFICATION, 6), {
      shown: '/mobile-verification',
      at: ApplicationState.MOBILE_VERIFICATION,
    });
    tab.start();
    await settled();
    expect(tab.requests).toHaveLength(1);
    expect(tab.routeChange()).toBeNull();
  });

  test('where it left it, it stays; brought back to the front, it asks again', async () => {
    const tab = phone(status(ApplicationState.INCOME_DETAILS, 4));
    tab.start();
    await settled();
    expect(tab.routeChange()).toBeNull();
    tab.visibility.state = 'hidden';
    tab.cameBack();
    await settled();
    expect(tab.requests).toHaveLength(2);
    expect(tab.routeChange()).toBeNull();
  });

  test('hidden, without a lead, on the continue page or at checking (which reads it itself), it asks nothing', async () => {
    const hidden = phone(status(ApplicationState.ACCEPTED));
    hidden.visibility.state = 'hidden';
    const without = phone(status(ApplicationState.ACCEPTED), { holding: false });
    const continuing = phone(status(ApplicationState.ACCEPTED), {
      shown: `/continue/${LEAD_ID}`,
    });
    const checking = phone(status(ApplicationState.ACCEPTED), {
      shown: '/checking',
      at: ApplicationState.CHECKING,
    });
    const tabs = [hidden, without, continuing, checking];
    for (const tab of tabs) tab.start();
    await settled();
    for (const tab of tabs) {
      expect(tab.requests).toEqual([]);
      expect(tab.routeChange()).toBeNull();
    }
  });
});
