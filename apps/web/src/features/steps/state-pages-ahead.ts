import { ApplicationState } from '@lf/contract';
import { useEffect } from 'react';
import { STATE_PAGES_LOADED_MARK } from '../../lib/after-first-page-mark';
import { whenIdle } from '../../lib/when-idle';
import { useApplicationSelector } from '../application';
import { startRoute } from '../flow';
import { useFlow, useLoadStatePage, type LoadStatePage } from '../navigation';

/**
 * The state pages a step's answer names (spec section 4): checking after the last step, the code
 * page after the contact details of an applicant whose mobile number the lender verifies.
 */
const PAGES_AFTER_A_STEP = [ApplicationState.CHECKING, ApplicationState.MOBILE_VERIFICATION];

let started = false;

async function loadPagesAfterSteps(load: LoadStatePage): Promise<void> {
  for (const state of PAGES_AFTER_A_STEP) {
    await whenIdle();
    await load(state)?.catch(() => undefined);
  }
  performance.mark(STATE_PAGES_LOADED_MARK);
}

/**
 * Loads the pages a step's answer names, a page per idle period, from the applicant's third page
 * on (two pages past the first visited: the trail is kept over a reload, and cut back by Back),
 * once per visit (decision 0045): a move to one is then drawn as soon as the answer comes. The
 * first page stays idle (decision 0031), and the second needs only what the first readied for it
 * (the step form, the fields, the rules): their own time is not shared with pages further on. A
 * failure costs nothing: the move loads the page again.
 */
export function useStatePagesAhead(): void {
  const flow = useFlow();
  const load = useLoadStatePage();
  const start = startRoute(flow);
  const fromTheThirdPage = useApplicationSelector(
    (state) => state.application.visited.filter((route) => route !== start).length >= 2,
  );
  useEffect(() => {
    if (!fromTheThirdPage || started) return;
    started = true;
    void loadPagesAfterSteps(load);
  }, [fromTheThirdPage, load]);
}
