import { LeadPaths } from '@lf/contract';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import * as z from 'zod/mini';
import { logger } from '../../lib/logger';
import { storage } from '../../lib/storage';
import {
  applicationDataUpdated,
  stateCleared,
  type ApplicationData,
  type ApplicationDataPatch,
  type ApplicationRootState,
  type ThunkDependencies,
} from '../application';
import { retryWithBackoff } from '../../lib/retry-with-backoff';
import { clearSession, startSession } from '../session';
import { isConsentRequired, storedConsentChoice, type ConsentChoice } from '../tracking';
import { adClickFromUrl, googleClickOf, liveAdClick, type AdClick } from './ad-click';
import {
  affiliateFromUrl,
  decideAffiliateReference,
  type AffiliateReference,
} from './affiliate-reference';
import { campaignFields, cleanValue, pixelIds, type CampaignFields } from './campaign-fields';

/** What attribution found for this visit: what the lead carries and the campaign fields. */
export interface Attribution {
  affiliateReference: AffiliateReference | null;
  googleClick: ReturnType<typeof googleClickOf> | null;
  /** utm_*, click ids and fbclid: for analytics and the tag manager, never personal. */
  campaign: CampaignFields;
  metaPixel?: { fbp?: string; fbc?: string };
  tikTokPixel?: { ttp?: string; ttclid?: string };
  /**
   * Meta's click id of the landing address and the visit's time: the pixel keeps it as Meta's
   * `_fbc` when it starts after the address has moved on (meta-pixel.ts).
   */
  metaClick?: { fbclid: string; at: number };
}

type AttributionThunk = ThunkAction<
  Promise<Attribution>,
  ApplicationRootState,
  ThunkDependencies,
  UnknownAction
>;

type AttributionBrand = NonNullable<ThunkDependencies['brand']>;

const EventAnswer = z.unknown();

let running: Promise<Attribution> | null = null;

/**
 * This page load's ad-click ids (the landing address's, else the device's live click): where the
 * brand asks for a tracking consent they are held here, and stored and put on the lead only while
 * its marketing category is accepted (decision record 0037).
 */
let held: { click: AdClick | null; ttclid?: string } = { click: null };

/** The lead's ad-click and pixel ids, each sent as `null`: the lead API removes them. */
const REMOVED_AD_CLICKS = {
  googleClick: { gclid: null, gclidAt: null, gbraid: null, wbraid: null },
  tikTokPixel: { ttclid: null, ttp: null },
  metaPixel: { fbp: null, fbc: null },
} satisfies ApplicationDataPatch;

/** A returning customer's link: /continue/{id} under any base path (its lead is not cleared). */
const CONTINUE_LINK = /\/continue\/[^/]+\/?$/;

const NO_ATTRIBUTION: Attribution = { affiliateReference: null, googleClick: null, campaign: {} };

/** Forgets this page load's attribution (tests only). */
export function resetAttributionForTests(): void {
  running = null;
  held = { click: null };
}

/**
 * Whether the ad-click ids (Google's gclid, wbraid, gbraid; TikTok's ttclid) and the pixels'
 * browser ids (`_fbp`, `_fbc`, `_ttp`) may be stored and sent: ad measurement, so where the brand
 * asks for a tracking consent only while the stored choice accepts `marketing`; always elsewhere.
 */
function adClicksAllowed(brand: AttributionBrand, choice = storedConsentChoice()): boolean {
  return !asksConsent(brand) || (choice?.includes('marketing') ?? false);
}

/** Whether the brand asks for a tracking consent (a thunk's brand may leave the setting out). */
const asksConsent = (brand: AttributionBrand) =>
  isConsentRequired({ trackingConsent: brand.trackingConsent ?? false });

/**
 * What every update of the lead adds while the ad-click ids are not allowed: each of them as
 * removed, so a lead that took them before a rejection or a withdrawal forgets them; nothing
 * where they are allowed.
 */
export function adClickRemovals(brand: AttributionBrand | undefined): ApplicationDataPatch {
  return brand && !adClicksAllowed(brand) ? REMOVED_AD_CLICKS : {};
}

/** Whether the application data holds an ad-click or pixel id. */
const holdsAdClicks = (data: ApplicationData) =>
  Object.keys(data.googleClick ?? {}).length > 0 ||
  Object.keys(data.tikTokPixel ?? {}).length > 0 ||
  Object.keys(data.metaPixel ?? {}).length > 0;

/** The held ad-click ids as the application data carries them. */
function heldAdClickData(): Pick<ApplicationData, 'googleClick' | 'tikTokPixel'> {
  return {
    ...(held.click ? { googleClick: googleClickOf(held.click) } : {}),
    ...(held.ttclid ? { tikTokPixel: { ttclid: held.ttclid } } : {}),
  };
}

/** Keeps the held Google click on the device while allowed (90 days); removes it otherwise. */
function keepHeldClick(allowed: boolean): void {
  if (allowed && held.click) storage.set('local', 'gclid', held.click);
  else storage.remove('local', 'gclid');
}

/**
 * A choice made in the consent banner or settings, applied to the ad-click ids (where the brand
 * asks for the consent, once this page load's attribution is decided): marketing accepted keeps
 * the held click on the device and puts the ids into the application data, so the next save
 * carries them; otherwise they leave the device and the data, and each update sends them as
 * removed (`adClickRemovals`).
 */
export function adClicksFollowConsent(
  choice: ConsentChoice,
): ThunkAction<Promise<void>, ApplicationRootState, ThunkDependencies, UnknownAction> {
  return async (dispatch, getState, { brand }) => {
    if (!brand || !asksConsent(brand)) return;
    // Not decided yet: attribution reads the stored choice when it runs.
    if (!running) return;
    await running;
    const allowed = adClicksAllowed(brand, choice);
    keepHeldClick(allowed);
    const adClicks = heldAdClickData();
    if (allowed && Object.keys(adClicks).length > 0) dispatch(applicationDataUpdated(adClicks));
    else if (!allowed && holdsAdClicks(getState().application.applicationData)) {
      dispatch(applicationDataUpdated(REMOVED_AD_CLICKS));
    }
  };
}

/** The page's cookies; none where there is no document or it refuses them (a sandboxed frame). */
function cookiesNow(): string {
  try {
    return typeof document !== 'undefined' && typeof document.cookie === 'string'
      ? document.cookie
      : '';
  } catch {
    return '';
  }
}

/**
 * The pixels' browser ids (Meta's `_fbp`/`_fbc`, TikTok's `_ttp`) as their cookies hold them now,
 * put into the application data where they differ: the pixels set them once started, after the
 * first page (and the marketing consent where the brand asks), so a lead saved in the same page
 * load carries them from its next save on rather than only after a reload. Called by each save;
 * none while the ad-click ids are not allowed (a cookie left from a withdrawn consent).
 */
export function pixelIdsFromCookies(): ThunkAction<
  void,
  ApplicationRootState,
  ThunkDependencies,
  UnknownAction
> {
  return (dispatch, getState, { brand }) => {
    const cookies = cookiesNow();
    if (cookies === '' || !brand || !adClicksAllowed(brand)) return;
    const { metaPixel, tikTokPixel } = pixelIds(new URLSearchParams(), cookies);
    const data = getState().application.applicationData;
    const patch: ApplicationDataPatch = {};
    if (
      metaPixel &&
      (metaPixel.fbp !== data.metaPixel?.fbp || metaPixel.fbc !== data.metaPixel?.fbc)
    ) {
      patch.metaPixel = metaPixel;
    }
    if (tikTokPixel?.ttp !== undefined && tikTokPixel.ttp !== data.tikTokPixel?.ttp) {
      patch.tikTokPixel = { ttp: tikTokPixel.ttp };
    }
    if (Object.keys(patch).length > 0) dispatch(applicationDataUpdated(patch));
  };
}

/**
 * The attribution of this page load (spec sections 3 to 5), decided once whoever asks first
 * (the tracking start after the first page, or the first lead create): the affiliate reference
 * by its rules, a fresh session when it changed or expired, the Google Ads click (90 days), the
 * campaign fields and the pixels' browser ids, written into the application data so the lead
 * carries them (the ad-click ids only while allowed: `adClicksAllowed`); a changed reference is
 * told to the lead API (POST /affiliate/event).
 */
export function ensureAttribution(): AttributionThunk {
  return (
    dispatch,
    getState,
    { api, landingSearch = '', landingPath = '', retryDelaysMs, brand, loadTrackingConfig },
  ) => {
    // A store without a brand (a page test) has no visit to attribute.
    if (!brand) return Promise.resolve(NO_ATTRIBUTION);
    running ??= (async () => {
      const staticAttribute = await staticReferenceName(loadTrackingConfig);
      const now = new Date();
      const params = new URLSearchParams(landingSearch);
      const cookies = typeof document === 'undefined' ? '' : document.cookie;
      const decision = decideAffiliateReference({
        fromUrl: affiliateFromUrl(params),
        fromSession: storedReference('session'),
        fromLocal: storedReference('local'),
        expiryHours: brand.affiliateReferenceExpiryHours,
        staticAttribute,
        now,
      });
      if (decision.changed || decision.expired) {
        // A new click or an expired one ends the session (its accepted-redirect flag goes with
        // it) and starts a fresh one, on a returning link too (issue 39).
        clearSession();
        const session = startSession({ urlSessionId: params.get('sessionId'), force: true, now });
        // The answers are kept for reuse; a returning link's lead is kept whole: the link names
        // it, and its answers and state come from the lead API.
        if (!CONTINUE_LINK.test(landingPath)) dispatch(stateCleared());
        dispatch(
          applicationDataUpdated({
            sessionId: session.sessionId,
            sessionStartedAt: session.sessionStartedAt,
            affiliateReferenceParams: {
              attribute: null,
              subId: null,
              transactionId: null,
              setAt: null,
            },
          }),
        );
      }
      if (decision.expired) {
        storage.remove('session', 'affiliateReference');
        storage.remove('local', 'affiliateReference');
      }
      if (decision.reference) {
        storage.set('session', 'affiliateReference', decision.reference);
        storage.set('local', 'affiliateReference', decision.reference);
      }
      const click = adClickFromUrl(params, now) ?? liveAdClick(storage.get('local', 'gclid'), now);
      const cookieIds = pixelIds(params, cookies);
      const { ttclid, ...tikTokCookie } = cookieIds.tikTokPixel ?? {};
      held = { click, ...(ttclid ? { ttclid } : {}) };
      const fbclid = cleanValue(params.get('fbclid'));
      const allowed = adClicksAllowed(brand);
      keepHeldClick(allowed);
      // Without the marketing consent the ids stay held here: none left in the data kept from
      // an earlier page load of this tab.
      if (!allowed && holdsAdClicks(getState().application.applicationData)) {
        dispatch(applicationDataUpdated(REMOVED_AD_CLICKS));
      }
      const adClicks: ReturnType<typeof heldAdClickData> = allowed ? heldAdClickData() : {};
      const metaPixel = allowed ? cookieIds.metaPixel : undefined;
      const tikTokPixel = allowed ? { ...tikTokCookie, ...adClicks.tikTokPixel } : {};
      dispatch(
        applicationDataUpdated({
          ...(decision.reference ? { affiliateReferenceParams: decision.reference } : {}),
          ...(adClicks.googleClick ? { googleClick: adClicks.googleClick } : {}),
          ...(metaPixel ? { metaPixel } : {}),
          ...(Object.keys(tikTokPixel).length > 0 ? { tikTokPixel } : {}),
          posthogParameters: {
            leadPreviouslyRedirected: storage.get('session', 'redirected') === true,
          },
        }),
      );
      if (decision.changed && decision.reference) {
        const { sessionId } = getState().application.applicationData;
        void retryWithBackoff(
          () =>
            api(EventAnswer, {
              method: 'POST',
              path: LeadPaths.affiliateEvent,
              body: {
                event: 'reference_changed',
                sessionId,
                affiliateReference: decision.reference,
              },
            }),
          retryDelaysMs,
        ).then((result) => {
          if (!result.ok)
            logger.error('Failed to send the affiliate event', { code: result.error.code });
        });
      }
      return {
        affiliateReference: decision.reference,
        googleClick: allowed && click ? googleClickOf(click) : null,
        // The Google click held for this page load (the address's, else the one kept 90 days)
        // under the address's fields: a page loaded again has it no more in its address.
        campaign: { ...clickCampaignOf(click), ...campaignFields(params, cookies) },
        metaPixel,
        tikTokPixel: Object.keys(tikTokPixel).length > 0 ? tikTokPixel : undefined,
        ...(fbclid ? { metaClick: { fbclid, at: now.getTime() } } : {}),
      };
    })();
    return running;
  };
}

/** A Google click's ids as campaign fields (`gclid`, `gbraid`, `wbraid`). */
function clickCampaignOf(click: AdClick | null): CampaignFields {
  if (!click) return {};
  return {
    ...(click.gclid ? { gclid: click.gclid } : {}),
    ...(click.gbraid ? { gbraid: click.gbraid } : {}),
    ...(click.wbraid ? { wbraid: click.wbraid } : {}),
  };
}

/** The brand's static affiliate reference name; none when its configuration cannot load. */
async function staticReferenceName(
  load: ThunkDependencies['loadTrackingConfig'],
): Promise<string | undefined> {
  try {
    return (await load?.())?.staticAffiliateReference;
  } catch (error) {
    logger.error('Failed to load the tracking configuration for attribution', error);
    return undefined;
  }
}

function storedReference(area: 'session' | 'local'): Partial<AffiliateReference> | null {
  const value = storage.get(area, 'affiliateReference');
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const text = (key: string) =>
    typeof record[key] === 'string' ? (record[key] as string) : undefined;
  const setAt = record.setAt instanceof Date ? record.setAt.toISOString() : text('setAt');
  return {
    ...(text('attribute') ? { attribute: text('attribute') } : {}),
    ...(text('subId') ? { subId: text('subId') } : {}),
    ...(text('transactionId') ? { transactionId: text('transactionId') } : {}),
    ...(setAt ? { setAt } : {}),
  };
}
