import { useCallback } from 'react';
import { useApplicationDispatch } from '../application';
import { useFlowNavigation } from '../navigation';
import type { continueStage } from './partner-calls';
import { stageProblemOf, type StageProblem } from './stage-problems';
import { useFollowLead } from '../lead/lazy';

/** A call that moves the lead: continue, skip, skip the upload. */
type MoveThunk = ReturnType<typeof continueStage>;

/** What the page must show after a move that did not happen; a moved lead is followed. */
export type MoveProblem = Exclude<StageProblem, { kind: 'moved' }>;

/**
 * Sends a move and goes where the server says (leaving an after-offer state replaces the history
 * entry). Resolves null when the applicant was sent on, else the problem to show: a lead that
 * moved on elsewhere is followed, and only a failed follow is shown (as a failure).
 */
export function useStageMove(): (move: () => MoveThunk) => Promise<MoveProblem | null> {
  const dispatch = useApplicationDispatch();
  const { afterSave } = useFlowNavigation();
  const follow = useFollowLead();
  return useCallback(
    async (move) => {
      const result = await dispatch(move());
      if (result.ok) {
        await afterSave(result.data.applicationState);
        return null;
      }
      const problem = stageProblemOf(result.error);
      if (problem.kind !== 'moved') return problem;
      return (await follow()) ? null : { kind: 'failed' };
    },
    [dispatch, afterSave, follow],
  );
}
