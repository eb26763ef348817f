import { ApplicationState } from '@lf/contract';
import type { Environment } from '../../config/environment';
import type { BrandConfig } from '../../config/brand-config-schema';
import type { TrackingConfig } from '../../config/tracking-config-schema';
import { afterNextPaint } from '../../lib/after-next-paint';
import { logger } from '../../lib/logger';
import { yieldToMain } from '../../lib/yield-to-main';
import { currentState, type ApplicationDispatch, type ApplicationRootState } from '../application';
import { adClicksFollowConsent, ensureAttribution } from '../attribution/lazy';
import { startConsent } from './consent-start';
import { isConsentRequired, VendorCategories } from './tracking-consent';
import { currentPath, HISTORY_EVENTS, takePagesShown, applicationAtLoad } from './pages-shown';
import { deviceLedger } from './lead-event-ledger';
import { isApplicationEnd, leadLinkStep } from './tracking-decision';
import { createTrackingRunner, type TrackingReading } from './tracking-runner';
import { createVendors } from './vendor-registry';

export interface TrackingStore {
  getState: () => ApplicationRootState;
  dispatch: ApplicationDispatch;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Resolves once the address bar holds no lead id: at once on any page but a returning or mail
 * link (`/continue/{id}`, `/{id}/consents`), whose id no vendor script may read from the address
 * (issue 36). A link the applicant never leaves starts no vendor.
 */
function addressWithoutLeadId(): Promise<void> {
  const free = () => leadLinkStep(currentPath()) === undefined;
  if (free()) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (!free()) return;
      for (const type of HISTORY_EVENTS) window.removeEventListener(type, check);
      resolve();
    };
    for (const type of HISTORY_EVENTS) window.addEventListener(type, check);
  });
}

export interface StartTrackingOptions {
  store: TrackingStore;
  brand: BrandConfig;
  environment: Environment;
  /** The brand's tracking configuration (app/tracking-registry.ts), loaded lazily. */
  loadConfig: () => Promise<TrackingConfig>;
  /**
   * The page the brand's start route shows (its flow's `start`); undefined where it cannot be
   * known, taken as the classic loan page.
   */
  loadStartStep?: () => Promise<string | undefined>;
  /**
   * Whether the operator's tracking panel is shown: `?debugTracking=1` where the deployment
   * allows it (app/start-tracking.ts).
   */
  debugPanel?: boolean;
}

/**
 * Starts attribution and the brand's vendors, after the first page is interactive (start.tsx).
 * Spec section 4 starts the tag manager before rendering; here rendering comes first on purpose,
 * so that no vendor is on the critical path (decision record 0013); among the vendors its order
 * holds: the tag manager, the session id, the recording block, then analytics and recording.
 * Then every change of the store or of the page is handed to the runner.
 */
export async function startTracking({
  store,
  brand,
  environment,
  loadConfig,
  loadStartStep = async () => undefined,
  debugPanel = false,
}: StartTrackingOptions) {
  // Attribution, the vendors' making and the runner's first reading each in a task of their
  // own: together they held a cheap phone's main thread for 80 ms after the first page.
  await yieldToMain();
  // Opened at a returning link: the lead it restores was made, and maybe converted, before.
  const atLeadLink = leadLinkStep(currentPath()) !== undefined;
  const attribution = store.dispatch(ensureAttribution());
  // Both before the consent starts: its changes call the runner, which must exist by then.
  const [config, startStep] = await Promise.all([loadConfig(), loadStartStep()]);
  await addressWithoutLeadId();
  await yieldToMain();
  const data = () => store.getState().application.applicationData;
  const vendors = createVendors({
    config,
    brand,
    environment,
    campaign: attribution.then((found) => found.campaign).catch(() => ({})),
    metaClick: attribution.then((found) => found.metaClick).catch(() => undefined),
    sessionId: () => data().sessionId ?? '',
    locale: () => document.documentElement.lang,
    atEnd: () =>
      isApplicationEnd(
        currentState(store.getState().application.progressState) ?? ApplicationState.NONE,
      ),
  });
  const consentRequired = isConsentRequired(brand);
  if (vendors.length === 0) {
    // The panel says so: "tracks nothing" is not "no panel here" (walker w14).
    if (debugPanel) {
      const { showTrackingPanel } = await import('./debug-panel');
      showTrackingPanel({
        brand: brand.id,
        consentRequired,
        categories: VendorCategories,
        vendors: [],
      });
    }
    return;
  }
  // The operator's panel, in a chunk of its own, only when asked for.
  const observe = debugPanel
    ? (await import('./debug-panel')).showTrackingPanel({
        brand: brand.id,
        consentRequired,
        categories: VendorCategories,
        vendors: vendors.map((vendor) => vendor.name),
      })
    : undefined;
  // Consent Mode's defaults go on the dataLayer before the tag manager can start; the banner
  // asks for the choice where there is none. Each choice is applied at once.
  const consent = consentRequired
    ? startConsent({
        brand,
        consentMode: config.tagManager !== undefined,
        vendors: vendors.map((vendor) => vendor.name),
        onChange: () => {
          followConsent();
          update();
        },
      })
    : null;
  // The ad-click ids follow the marketing choice: the one read at the start (made before it, in
  // the footer's settings, perhaps after attribution ran) and each made later.
  const followConsent = () => {
    if (!consent) return;
    store.dispatch(adClicksFollowConsent(consent.choice())).catch((error: unknown) => {
      logger.error('The ad clicks did not follow the consent', error);
    });
  };
  followConsent();
  const read = (): TrackingReading => {
    const state = store.getState().application;
    const { applicationData } = state;
    return {
      snapshot: {
        path: currentPath(),
        leadId: applicationData.id ?? null,
        state: currentState(state.progressState) ?? ApplicationState.NONE,
        fieldErrors: state.fieldErrorsShown,
      },
      consent: consent?.choice() ?? null,
      identity: {
        sessionId: applicationData.sessionId ?? '',
        email: applicationData.contactDetails?.email,
        phoneNumber: applicationData.contactDetails?.phoneNumber,
      },
    };
  };
  const shownBefore = takePagesShown();
  const openedAtLeadLink =
    atLeadLink || shownBefore.some((path) => leadLinkStep(path) !== undefined);
  const runner = createTrackingRunner({
    vendors,
    consentRequired,
    flow: 'name' in brand.flow ? brand.flow.name : brand.flow.file,
    startStep,
    read,
    shownBefore,
    // A lead a returning link restored counts as held at load: in another browser it is no new
    // lead, and its state no new conversion (the device's ledger cannot know it there).
    atLoad: openedAtLeadLink ? read().snapshot : applicationAtLoad(),
    schedule: afterNextPaint,
    conversionMoment: config.conversionMoment,
    ledger: deviceLedger(),
    observe,
  });
  const update = () => {
    try {
      runner.update();
    } catch (error) {
      logger.error('Tracking failed on a change', error);
    }
  };
  store.subscribe(update);
  for (const type of HISTORY_EVENTS) window.addEventListener(type, update);
  update();
}
