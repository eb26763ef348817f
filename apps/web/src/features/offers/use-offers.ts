import type { Offer } from '@lf/contract';
import { useCallback, useEffect, useState } from 'react';
import { useApplicationDispatch } from '../application';
import { loadOffers } from './offer-calls';
import { isCurrency } from './offer-format';
import { offerProblemOf } from './offer-problems';
import { useFollowLead } from '../lead/lazy';

export type GoneReason = 'unknown' | 'expired';

export type OffersView =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'gone'; reason: GoneReason }
  /** `offers` may be empty: the partner has sent none yet. */
  | { kind: 'ready'; offers: readonly Offer[] };

/**
 * The offers of the lead's partner, read when the page opens and again on `reload`. A lead that
 * moved on (answered in another tab) is followed; an offer in a currency Intl does not know is
 * left out rather than shown wrongly.
 */
export function useOffers() {
  const dispatch = useApplicationDispatch();
  const follow = useFollowLead();
  const [view, setView] = useState<OffersView>({ kind: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    void (async () => {
      const result = await dispatch(loadOffers());
      if (!current) return;
      if (result.ok) {
        const offers = result.data.offers.filter((offer) => isCurrency(offer.currency));
        setView({ kind: 'ready', offers });
        return;
      }
      const problem = offerProblemOf(result.error);
      if (problem.kind === 'gone') return setView({ kind: 'gone', reason: problem.reason });
      if (problem.kind === 'moved' && (await follow())) return;
      if (current) setView({ kind: 'failed' });
    })();
    return () => {
      current = false;
    };
  }, [dispatch, follow, round]);

  const reload = useCallback(() => {
    setView({ kind: 'loading' });
    setRound((count) => count + 1);
  }, []);
  const gone = useCallback((reason: GoneReason) => setView({ kind: 'gone', reason }), []);
  return { view, reload, gone };
}
