import { configureStore } from '@reduxjs/toolkit';
import { ApplicationState, type LeadUrlAnswer } from '@lf/contract';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, test, vi } from 'vitest';
import { applicationSlice, initialApplicationState } from '../application';
import type { RouteDecision } from '../flow';
import { useHandedOverLeadLanding } from './handed-over-lead-landing';

const LEAD_ID = '5b0c2f6e-3c1d-4f7a-9a4e-2d8b1c0e7f11';
const { leadHandedOver, leadCreateStarted, leadSaved } = applicationSlice.actions;
const handed: LeadUrlAnswer = {
  id: LEAD_ID,
  applicationState: ApplicationState.CONTACT_DETAILS,
  leadStatus: 1,
  expiresAt: '2099-01-01T00:00:00.000Z',
  data: { amount: 900, period: 61 },
};
const sentToStart: RouteDecision = { kind: 'redirect', to: '/loan-information' };

/** A tab's store and the hook, its first page decided as `first`. */
function tab(first: RouteDecision) {
  const store = configureStore({
    reducer: { application: applicationSlice.reducer },
    preloadedState: { application: initialApplicationState({ amount: 500, period: 30 }) },
  });
  const redirect = vi.fn<(route: string) => void>();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const mount = () =>
    renderHook(({ decision }) => useHandedOverLeadLanding(decision, redirect), {
      wrapper,
      initialProps: { decision: first },
    });
  const handOver = () =>
    act(() => void store.dispatch(leadHandedOver({ answer: handed, writeSecret: 'secret' })));
  return { store, redirect, mount, handOver };
}

describe('a tab opened past the start, sent there for want of a lead', () => {
  test('goes on through the returning link once another tab hands its lead over', () => {
    const opened = tab(sentToStart);
    opened.mount();
    expect(opened.redirect).not.toHaveBeenCalled();
    opened.handOver();
    expect(opened.redirect).toHaveBeenCalledExactlyOnceWith(`/continue/${LEAD_ID}`);
  });

  test('does so too when the lead was handed over before its first page was decided', () => {
    const opened = tab(sentToStart);
    opened.handOver();
    opened.mount();
    expect(opened.redirect).toHaveBeenCalledExactlyOnceWith(`/continue/${LEAD_ID}`);
  });

  test('stays where the applicant took it once its own create has started', () => {
    const opened = tab(sentToStart);
    opened.mount();
    act(() => void opened.store.dispatch(leadCreateStarted({ key: 'k', writeSecret: 's' })));
    act(
      () =>
        void opened.store.dispatch(
          leadSaved({
            id: LEAD_ID,
            applicationState: ApplicationState.PERSONAL_DETAILS,
            leadStatus: 1,
            expiresAt: '2099-01-01T00:00:00.000Z',
          }),
        ),
    );
    opened.handOver();
    expect(opened.redirect).not.toHaveBeenCalled();
  });

  test('a tab whose first page showed (one it may open without a lead; the start, e2e lead-access) is not moved', () => {
    const atStart = tab({ kind: 'state', state: ApplicationState.MOBILE_VERIFICATION });
    atStart.mount();
    atStart.handOver();
    expect(atStart.redirect).not.toHaveBeenCalled();
  });
});
