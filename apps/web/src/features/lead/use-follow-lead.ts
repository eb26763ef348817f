import type { ApplicationState } from '@lf/contract';
import { useCallback } from 'react';
import { useApplicationDispatch } from '../application';
import { useFlowNavigation } from '../navigation';
import { rereadLead } from './stage-calls';

/**
 * The lead moved on elsewhere (a 409 `wrong_state`: answered in another tab): reads where it
 * stands and goes there. Resolves false when that read failed too.
 *
 * Given the state the page stands in (`from`), it goes only when the lead has left it, and
 * resolves false as well when it has not: what a page does when the reply to its answer was lost
 * (a time-out, a dropped connection), to learn whether the answer reached the lender.
 */
export function useFollowLead(): (from?: ApplicationState) => Promise<boolean> {
  const dispatch = useApplicationDispatch();
  const { afterSave } = useFlowNavigation();
  return useCallback(
    async (from?: ApplicationState) => {
      const result = await dispatch(rereadLead());
      if (!result.ok || result.data.applicationState === from) return false;
      await afterSave(result.data.applicationState);
      return true;
    },
    [dispatch, afterSave],
  );
}
