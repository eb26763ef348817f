import { useCallback } from 'react';
import { useApplicationDispatch } from '../application';
import { useFlowNavigation } from '../navigation';
import { rereadLead } from './stage-calls';

/**
 * The lead moved on elsewhere (a 409 `wrong_state`: answered in another tab): reads where it
 * stands and goes there. Resolves false when that read failed too.
 */
export function useFollowLead(): () => Promise<boolean> {
  const dispatch = useApplicationDispatch();
  const { afterSave } = useFlowNavigation();
  return useCallback(async () => {
    const result = await dispatch(rereadLead());
    if (result.ok) await afterSave(result.data.applicationState);
    return result.ok;
  }, [dispatch, afterSave]);
}
