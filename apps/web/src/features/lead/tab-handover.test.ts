import { configureStore } from '@reduxjs/toolkit';
import { ApplicationState, WRITE_SECRET_HEADER, type LeadUrlAnswer } from '@lf/contract';
import { afterEach, describe, expect, test } from 'vitest';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import { applicationSlice, initialApplicationState } from '../application';
import { shareLeadWithOtherTabs } from './tab-handover';

const LEAD_ID = '5b0c2f6e-3c1d-4f7a-9a4e-2d8b1c0e7f11';
const SECRET = 's3cr3t-s3cr3t-s3cr3t-s3cr3t-s3cr3t-s3cr3t';
const MAKING_SECRET = 'bWFraW5nLWl0cy1vd24tbGVhZC1tYWtpbmctaXRzLW93bi1s';
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

const leadAt = (applicationState: ApplicationState): LeadUrlAnswer => ({
  id: LEAD_ID,
  applicationState,
  leadStatus: 1,
  expiresAt: '2099-01-01T00:00:00.000Z',
  revision: 4,
  data: { amount: 900, period: 61, personalDetails: { firstName: 'Ana' } },
});

/** A tab: its store, the lead API's answers to it, and its end of the browser's channel. */
function tab(
  name: string,
  { holding, answers = [] }: { holding?: ApplicationState; answers?: ApiResult<unknown>[] } = {},
) {
  const requests: ApiRequest[] = [];
  const api = (async (_schema: unknown, request: ApiRequest) => {
    requests.push(request);
    return (
      answers.shift() ?? { ok: false, status: null, error: { code: 'network_error', message: '' } }
    );
  }) as unknown as ApiClient;
  const application = initialApplicationState({ amount: 500, period: 30 });
  const store = configureStore({
    reducer: { application: applicationSlice.reducer },
    preloadedState: {
      application:
        holding === undefined
          ? application
          : {
              ...application,
              applicationData: { ...application.applicationData, id: LEAD_ID },
              progressState: holding,
              writeSecret: SECRET,
              leadRevision: 4,
            },
    },
  });
  const start = (product = 'default-es', shows?: string) =>
    stops.push(
      shareLeadWithOtherTabs({
        store,
        product,
        api,
        channel: new BroadcastChannel(name),
        ...(shows === undefined ? {} : { shownPath: () => shows }),
      }),
    );
  return { store, requests, start };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('one lead in every tab of a browser', () => {
  test('a tab opened without a lead takes the lead of the tab that holds it: read with its secret, its answers and id kept, no second lead', async () => {
    const first = tab('handover-1', { holding: ApplicationState.CONTACT_DETAILS });
    const second = tab('handover-1', {
      answers: [{ ok: true, status: 200, data: leadAt(ApplicationState.CONTACT_DETAILS) }],
    });
    first.start();
    second.start();
    await settled();

    expect(second.requests).toHaveLength(1);
    expect(second.requests[0]).toMatchObject({
      method: 'GET',
      path: `/v3/lead/url/${LEAD_ID}/continue`,
      headers: { [WRITE_SECRET_HEADER]: SECRET },
    });
    expect(second.store.getState().application).toMatchObject({
      writeSecret: SECRET,
      leadRevision: 4,
      applicationData: { id: LEAD_ID, amount: 900, personalDetails: { firstName: 'Ana' } },
      // Where the applicant stands in this tab is this tab's.
      progressState: ApplicationState.NONE,
    });
  });

  test('the joining tab’s trail starts afresh: Back then walks the flow’s order through the pages answered in the other tab', async () => {
    const first = tab('handover-4', { holding: ApplicationState.CONTACT_DETAILS });
    const second = tab('handover-4', {
      answers: [{ ok: true, status: 200, data: leadAt(ApplicationState.CONTACT_DETAILS) }],
    });
    second.store.dispatch(applicationSlice.actions.pageVisited('/'));
    first.start();
    second.start();
    await settled();
    expect(second.store.getState().application.applicationData.id).toBe(LEAD_ID);
    // The join's Continue lands on the lead's page. With no trail before it, Back is the flow's
    // page before it (navigator.test.ts), not the loan page this tab showed before the join.
    second.store.dispatch(applicationSlice.actions.pageVisited('/contact-details'));
    expect(second.store.getState().application.visited).toEqual(['/contact-details']);
  });

  test('a lead already decided is not joined: a new application is what the applicant starts', async () => {
    const first = tab('handover-2', { holding: ApplicationState.ACCEPTED });
    const second = tab('handover-2');
    first.start();
    second.start();
    await settled();
    expect(second.requests).toEqual([]);
    expect(second.store.getState().application.applicationData.id).toBeUndefined();
  });

  test('a tab showing a result’s page (the other tab’s result, opened anew) takes the decided lead and shows it as a returning link would; one at the start does not', async () => {
    const first = tab('handover-5', { holding: ApplicationState.ACCEPTED });
    const atResult = tab('handover-5', {
      answers: [{ ok: true, status: 200, data: leadAt(ApplicationState.ACCEPTED) }],
    });
    const atStart = tab('handover-5');
    first.start();
    atResult.start('default-es', '/accepted');
    atStart.start('default-es', '/');
    await settled();
    expect(atResult.store.getState().application).toMatchObject({
      writeSecret: SECRET,
      applicationData: { id: LEAD_ID },
      routeChange: { redirectTo: `/continue/${LEAD_ID}`, method: 'replace' },
    });
    expect(atStart.requests).toEqual([]);
    expect(atStart.store.getState().application.applicationData.id).toBeUndefined();
  });

  test('a tab at that lead’s own continue link (its e-mail opened a second time) takes the decided lead; one at another lead’s link does not (walker H4)', async () => {
    const first = tab('handover-7', { holding: ApplicationState.ACCEPTED });
    const atItsLink = tab('handover-7', {
      answers: [{ ok: true, status: 200, data: leadAt(ApplicationState.ACCEPTED) }],
    });
    const atAnotherLink = tab('handover-7');
    first.start();
    atItsLink.start('default-es', `/continue/${LEAD_ID}`);
    atAnotherLink.start('default-es', '/continue/9e1d2c3b-4a5f-4e6d-8c7b-0a1b2c3d4e5f');
    await settled();
    expect(atItsLink.store.getState().application).toMatchObject({
      writeSecret: SECRET,
      applicationData: { id: LEAD_ID },
    });
    expect(atAnotherLink.requests).toEqual([]);
    expect(atAnotherLink.store.getState().application.applicationData.id).toBeUndefined();
  });

  test('a tab already making its own lead, or of another brand, joins none', async () => {
    const first = tab('handover-3', { holding: ApplicationState.CONTACT_DETAILS });
    const otherBrand = tab('handover-3');
    const making = tab('handover-3');
    making.store.dispatch(
      applicationSlice.actions.leadCreateStarted({ key: 'key-1', writeSecret: MAKING_SECRET }),
    );
    first.start();
    otherBrand.start('credisol-es');
    making.start();
    await settled();
    expect([otherBrand.requests, making.requests]).toEqual([[], []]);
    // The tab making its own lead keeps its own secret, never the other tab's.
    expect(making.store.getState().application.writeSecret).toBe(MAKING_SECRET);
  });
});
