import { leadUrlPath } from '@lf/contract';
import * as z from 'zod/mini';
import type { ApiClient } from '../../lib/api-client';
import { logger } from '../../lib/logger';
import {
  currentState,
  leadHandedOver,
  navigationRequested,
  type ApplicationRootState,
} from '../application';
import { continueRoute, isFinalState, stateForRoute } from '../flow';
import { getLeadWithAnswers, writeSecretHeaders } from './lead-client';

/**
 * One applicant, one lead, in every tab of a browser (issue 36). A lead's write secret lives in
 * the tab that made it (session storage): a second tab used to start a second lead at its first
 * Continue. Now a tab that starts without a lead asks the browser's other tabs of this product,
 * over a `BroadcastChannel` (same origin, same browser, never the network), and one that holds a
 * live lead hands over its id and secret; the asking tab reads the lead with them and carries on
 * with it, where the applicant stands in that tab unchanged. A lead already decided is not joined:
 * a new application is then what the applicant is starting; unless the tab shows a result's page
 * (the address of the other tab's result, opened in a new tab): it then shows that result, as a
 * returning link would (`/continue/{id}`, read with the secret it now holds), not "we cannot find
 * your application, start a new one" (walker J); or that lead's own continue link, whose one-time
 * token the first opening used (walker H4: "this link is no longer valid").
 */
export const LEAD_HANDOVER_CHANNEL = 'lf-lead-handover';

const AskSchema = z.object({ kind: z.literal('ask'), product: z.string() });
const OfferSchema = z.object({
  kind: z.literal('offer'),
  product: z.string(),
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  writeSecret: z.string().check(z.minLength(1), z.maxLength(200)),
  decided: z.optional(z.boolean()),
});

/** What the handover needs of the store (the app's store, or a test's). */
export interface HandoverStore {
  getState(): ApplicationRootState;
  dispatch(action: ReturnType<typeof leadHandedOver | typeof navigationRequested>): unknown;
}

export interface ShareLeadOptions {
  store: HandoverStore;
  product: string;
  api: ApiClient;
  channel?: Pick<BroadcastChannel, 'postMessage' | 'close' | 'addEventListener'>;
  now?: () => number;
  /** The path this tab shows, under the app's base: a result's page joins a decided lead. */
  shownPath?: () => string;
}

/** Whether this tab holds no lead and is not making one: the one case that joins another's. */
function withoutLead({ application }: ApplicationRootState) {
  return !application.applicationData.id && !application.createKey;
}

/**
 * Answers the other tabs' asks with this tab's live lead, and asks them once, now, when this tab
 * holds none. Returns what stops it. Nothing where the browser has no `BroadcastChannel`.
 */
export function shareLeadWithOtherTabs({
  store,
  product,
  api,
  channel = typeof BroadcastChannel === 'undefined'
    ? undefined
    : new BroadcastChannel(LEAD_HANDOVER_CHANNEL),
  now = Date.now,
  shownPath,
}: ShareLeadOptions): () => void {
  const showsResult = () => {
    const shown = shownPath ? stateForRoute(shownPath())?.state : undefined;
    return shown !== undefined && isFinalState(shown);
  };
  // Whether a decided lead is what this tab asks for: a result's page, or that lead's own
  // continue link (its e-mail opened a second time, the result included: walker H4).
  const asksFor = (id: string) => showsResult() || shownPath?.() === continueRoute(id);
  if (!channel) return () => undefined;
  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    const ask = AskSchema.safeParse(event.data);
    if (ask.success) {
      if (ask.data.product !== product) return;
      const { applicationData, writeSecret, progressState } = store.getState().application;
      const { id, expiresAt } = applicationData;
      const live = expiresAt === undefined || Date.parse(expiresAt) > now();
      const decided = isFinalState(currentState(progressState));
      if (id && writeSecret && live) {
        channel.postMessage({ kind: 'offer', product, id, writeSecret, decided });
      }
      return;
    }
    const offer = OfferSchema.safeParse(event.data);
    if (offer.success && offer.data.product === product && withoutLead(store.getState())) {
      if (offer.data.decided && !asksFor(offer.data.id)) return;
      void join(offer.data.id, offer.data.writeSecret);
    }
  });
  async function join(id: string, writeSecret: string) {
    const read = await getLeadWithAnswers(
      api,
      leadUrlPath(id, 'continue'),
      writeSecretHeaders(writeSecret),
    );
    if (!read.ok) {
      logger.warn('Another tab’s lead could not be read', { code: read.error.code });
      return;
    }
    const decided = isFinalState(read.data.applicationState);
    if ((decided && !asksFor(id)) || !withoutLead(store.getState())) return;
    store.dispatch(leadHandedOver({ answer: read.data, writeSecret }));
    if (decided) {
      store.dispatch(
        navigationRequested({
          redirectTo: continueRoute(id),
          method: 'replace',
        }),
      );
    }
  }
  if (withoutLead(store.getState())) channel.postMessage({ kind: 'ask', product });
  return () => channel.close();
}
