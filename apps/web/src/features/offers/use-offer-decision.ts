import type { FieldError, LeadAnswer, Offer, OfferDecision } from '@lf/contract';
import { useCallback, useRef, useState } from 'react';
import type { ApiResult } from '../../lib/api-client';
import {
  currentState,
  offerTaken,
  useApplicationDispatch,
  useApplicationSelector,
} from '../application';
import { useFlowNavigation } from '../navigation';
import type { OnAnsweredElsewhere } from './answered-elsewhere';
import { offerProblemOf } from './offer-problems';
import type { GoneReason } from './use-offers';
import { rereadLead } from '../lead/lazy';

export interface OfferDecisionHandlers {
  onGone: (reason: GoneReason) => void;
  /** The offer answered is no longer the lead's: the page reads the offers again. */
  onStale: () => void;
  /** The server refused a lowered amount or term (Provident). */
  onFields?: (fieldErrors: readonly FieldError[]) => void;
  /** The answer was refused as the lead had been answered elsewhere: told where it moved. */
  onAnsweredElsewhere?: OnAnsweredElsewhere | undefined;
}

/**
 * Sends the applicant's answer to an offer once, then goes where the server says (leaving an
 * after-offer state replaces its history entry). A failed send keeps the page as it was and
 * offers to send the same answer again; a lead answered elsewhere is followed. A send whose reply
 * was lost may have reached the lender (walker C3: accepted, while the page said nothing had
 * changed): the lead is read, and followed if it has left the offer's state; a lead that cannot
 * be read either leaves the answer unconfirmed, and the page does not say that nothing changed.
 * An offer accepted (`taken`: its figures as taken, a Provident loan lowered the lowered one)
 * joins the application's result (`applicationResult`, spec section 3), which the result page
 * shows, once the lead API has taken it: by its reply, or by the lead moved on after a reply lost
 * (walker w4: the page showed the loan first asked for and the brand's own example instead).
 * An answer refused because the lead was answered first elsewhere (another device or tab) is
 * noted for the page the lead moved to, which says so (walker on credito-agil-co: a decline after
 * the phone had accepted showed "Su solicitud fue aceptada" without a word; decision 0048).
 */
export function useOfferDecision({
  onGone,
  onStale,
  onFields,
  onAnsweredElsewhere,
}: OfferDecisionHandlers) {
  const { afterSave } = useFlowNavigation();
  const state = useApplicationSelector((root) => currentState(root.application.progressState));
  const [busy, setBusy] = useState<OfferDecision | null>(null);
  const [failed, setFailed] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const dispatch = useApplicationDispatch();
  /** The answer of a send whose reply was lost and left unconfirmed: it may have reached the lead. */
  const unconfirmedAnswer = useRef<OfferDecision | null>(null);
  const last = useRef<{
    decision: OfferDecision;
    send: () => Promise<ApiResult<LeadAnswer>>;
    taken?: Offer;
  }>(null);

  /** An answer on its way: a second press before the busy button is drawn sends nothing. */
  const sending = useRef(false);

  const run = useCallback(
    async (decision: OfferDecision, send: () => Promise<ApiResult<LeadAnswer>>, taken?: Offer) => {
      if (sending.current) return;
      sending.current = true;
      last.current = { decision, send, taken };
      setFailed(false);
      setUnconfirmed(false);
      setBusy(decision);
      try {
        const result = await send();
        if (result.ok) {
          if (taken) dispatch(offerTaken(taken));
          // Busy until moved: a state's page may wait for its code.
          await afterSave(result.data.applicationState);
          return;
        }
        const problem = offerProblemOf(result.error);
        if (problem.kind === 'gone') return onGone(problem.reason);
        if (problem.kind === 'stale') return onStale();
        if (problem.kind === 'fields' && onFields) return onFields(problem.fieldErrors);
        // The lead moved on elsewhere (a 409), or the reply was lost and the answer may have
        // reached it: where the lead stands says, and it is followed when it has left the offer.
        if (problem.kind === 'moved' || problem.kind === 'failed') {
          const lead = await dispatch(rereadLead());
          // The same answer sent again after its reply was lost: the first may have moved it.
          const own = problem.kind === 'failed' || unconfirmedAnswer.current === decision;
          if (lead.ok && (problem.kind === 'moved' || lead.data.applicationState !== state)) {
            const movedTo = lead.data.applicationState;
            // A reply lost: the lead left the offer as this answer took it there.
            if (own && taken) dispatch(offerTaken(taken));
            if (!own && movedTo !== state) onAnsweredElsewhere?.({ from: state, movedTo });
            await afterSave(movedTo);
            return;
          }
          const lost = problem.kind === 'failed' && !lead.ok;
          if (lost) unconfirmedAnswer.current = decision;
          setUnconfirmed(lost);
        }
        setFailed(true);
      } finally {
        sending.current = false;
        setBusy(null);
      }
    },
    [afterSave, dispatch, onAnsweredElsewhere, onFields, onGone, onStale, state],
  );

  const retry = useCallback(() => {
    const attempt = last.current;
    if (attempt) void run(attempt.decision, attempt.send, attempt.taken);
  }, [run]);

  return { busy, failed, unconfirmed, run, retry };
}
