import { ApplicationState } from '@lf/contract';
import { currentState, navigationRequested } from '../application';
import { continueRoute, isAfterOffer } from '../flow';
import type { ApiClient } from '../../lib/api-client';
import { getLeadStatus } from './lead-client';
import type { HandoverStore } from './tab-handover';

export interface FollowLeadOptions {
  store: HandoverStore;
  api: ApiClient;
  /** The path this tab shows, under the app's base. */
  shownPath: () => string;
  document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

/**
 * One applicant, one lead, on any device (walker H4): a tab whose lead moved on without it (the
 * computer finished what the phone began; another tab saved answers to this lead) goes where the
 * lead stands, with the answers it holds, as a returning link would (`/continue/{id}`, read with
 * this tab's secret). Before, a reloaded phone stayed on a page the lead had left, and its
 * Continue was refused, or wrote over the newer answers, without a word.
 *
 * Checked once the first page is idle (a reload) and each time the tab comes back to the front:
 * one read of the lead's status. The lead moved on when it is at another state than this tab
 * holds, or, on a form's pages, at a later revision than this tab's last save. Nothing is asked while this tab holds
 * no lead or no secret for it, makes its lead or saves, nor on the continue page itself, nor at
 * checking (its page reads the status, and the lead API counts each read there); a save
 * of its own made during the read answers for itself. Returns what stops it.
 */
export function followLeadMovedElsewhere({
  store,
  api,
  shownPath,
  document: page = document,
}: FollowLeadOptions): () => void {
  let checking = false;
  const check = async () => {
    const before = store.getState().application;
    const { id } = before.applicationData;
    if (checking || page.visibilityState !== 'visible' || shownPath().startsWith('/continue/')) {
      return;
    }
    if (!id || !before.writeSecret || before.isLoading || before.createKey !== null) return;
    // Checking reads the status itself, and the lead API counts each read there as a revision.
    if (currentState(before.progressState) === ApplicationState.CHECKING) return;
    checking = true;
    try {
      const status = await getLeadStatus(api, id);
      const now = store.getState().application;
      const unchangedHere =
        !now.isLoading &&
        now.applicationData.id === id &&
        now.leadRevision === before.leadRevision &&
        now.progressState === before.progressState;
      if (!status.ok || !unchangedHere) return;
      const { applicationState, revision } = status.data;
      // Answers saved elsewhere matter on a form's pages; past the offer, the lead API's own calls
      // (a code sent, a partner's stage) raise the revision too.
      const held = currentState(now.progressState);
      const savedElsewhere =
        !isAfterOffer(held) &&
        revision !== undefined &&
        now.leadRevision !== null &&
        revision > now.leadRevision;
      if (savedElsewhere || applicationState !== held) {
        store.dispatch(navigationRequested({ redirectTo: continueRoute(id), method: 'replace' }));
      }
    } finally {
      checking = false;
    }
  };
  const onVisibility = () => void check();
  void check();
  page.addEventListener('visibilitychange', onVisibility);
  return () => page.removeEventListener('visibilitychange', onVisibility);
}
