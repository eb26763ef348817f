import { LeadPaths } from '@lf/contract';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import * as z from 'zod/mini';
import { logger } from '../../lib/logger';
import { storage } from '../../lib/storage';
import {
  applicationDataUpdated,
  stateCleared,
  type ApplicationRootState,
  type ThunkDependencies,
} from '../application';
import { retryWithBackoff } from '../../lib/retry-with-backoff';
import { clearSession, startSession } from '../session';
import { adClickFromUrl, googleClickOf, liveAdClick } from './ad-click';
import {
  affiliateFromUrl,
  decideAffiliateReference,
  type AffiliateReference,
} from './affiliate-reference';
import { campaignFields, pixelIds, type CampaignFields } from './campaign-fields';

/** What attribution found for this visit: what the lead carries and the campaign fields. */
export interface Attribution {
  affiliateReference: AffiliateReference | null;
  googleClick: ReturnType<typeof googleClickOf> | null;
  /** utm_*, click ids and fbclid: for analytics and the tag manager, never personal. */
  campaign: CampaignFields;
  metaPixel?: { fbp?: string; fbc?: string };
  tikTokPixel?: { ttp?: string; ttclid?: string };
}

type AttributionThunk = ThunkAction<
  Promise<Attribution>,
  ApplicationRootState,
  ThunkDependencies,
  UnknownAction
>;

const EventAnswer = z.unknown();

let running: Promise<Attribution> | null = null;

/** A returning customer's link: /continue/{id} under any base path (its lead is not cleared). */
const CONTINUE_LINK = /\/continue\/[^/]+\/?$/;

const NO_ATTRIBUTION: Attribution = { affiliateReference: null, googleClick: null, campaign: {} };

/** Forgets this page load's attribution (tests only). */
export function resetAttributionForTests(): void {
  running = null;
}

/**
 * The attribution of this page load (spec sections 3 to 5), decided once whoever asks first
 * (the tracking start after the first page, or the first lead create): the affiliate reference
 * by its rules, a fresh session when it changed or expired, the Google Ads click (90 days), the
 * campaign fields and the pixels' browser ids, written into the application data so the lead
 * carries them; a changed reference is told to the lead API (POST /affiliate/event).
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
      const fromUrl = adClickFromUrl(params, now);
      if (fromUrl) storage.set('local', 'gclid', fromUrl);
      const click = fromUrl ?? liveAdClick(storage.get('local', 'gclid'), now);
      if (!click) storage.remove('local', 'gclid');
      const googleClick = click ? googleClickOf(click) : null;
      const pixels = pixelIds(params, cookies);
      dispatch(
        applicationDataUpdated({
          ...(decision.reference ? { affiliateReferenceParams: decision.reference } : {}),
          ...(googleClick ? { googleClick } : {}),
          ...(pixels.metaPixel ? { metaPixel: pixels.metaPixel } : {}),
          ...(pixels.tikTokPixel ? { tikTokPixel: pixels.tikTokPixel } : {}),
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
        googleClick,
        campaign: campaignFields(params, cookies),
        ...pixels,
      };
    })();
    return running;
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
