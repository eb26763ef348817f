import { logger } from '../../lib/logger';
import { followLeadMovedElsewhere } from './lead-moved-elsewhere';
import { shareLeadWithOtherTabs, type ShareLeadOptions } from './tab-handover';

export type OneLeadEverywhereOptions = Pick<ShareLeadOptions, 'store' | 'product' | 'api'> & {
  /** The path this tab shows, under the app's base. */
  shownPath: () => string;
};

/**
 * One lead wherever the applicant is, started once the first page is idle, from one module (one
 * request and one preload list on the first page, not two): the tabs of this browser share it
 * (issue 36), and a tab whose lead moved on in another tab or on another device goes where it
 * stands (decision 0047). Either failing leaves the other running.
 */
export function keepOneLeadEverywhere(options: OneLeadEverywhereOptions): void {
  try {
    shareLeadWithOtherTabs(options);
  } catch (error) {
    logger.warn('Tabs cannot share the lead', error);
  }
  try {
    followLeadMovedElsewhere(options);
  } catch (error) {
    logger.warn('Cannot follow the lead', error);
  }
}
