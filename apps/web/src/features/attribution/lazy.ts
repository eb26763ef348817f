/** Attribution, loaded only after the first page (by the tracking start and the lead create). */
export {
  adClickRemovals,
  adClicksFollowConsent,
  ensureAttribution,
  pixelIdsFromCookies,
  resetAttributionForTests,
  type Attribution,
} from './ensure-attribution';
export { splitAdClicks, withoutAdClicks } from './campaign-fields';
export type { CampaignFields } from './campaign-fields';
