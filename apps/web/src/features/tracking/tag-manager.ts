/**
 * Google Tag Manager (spec sections 7 and 8). Sends, on the dataLayer:
 * - at start: `{ 'gtm.start': <ms>, event: 'gtm.js' }`, then the container script;
 * - step_viewed: `{ event: 'lf_step_view', step, flow, brand, country, locale }`;
 * - field_errors_shown: `{ event: 'lf_field_errors', step, flow, fields }`, the fields by their
 *   form-field catalogue names (`form_first_name`, `consent_email` ...), never their values;
 * - lead_created, application_completed, application_rejected: `{ event: 'lf_lead_created',
 *   event_id }` …, event_id the lead's event id (conversion-id.ts);
 * - at application_completed, the Google Ads conversion `gtag('event', 'conversion',
 *   { send_to, transaction_id, event_callback })` when the brand names its target, the same event
 *   id as transaction_id, by which Google Ads counts a conversion once.
 * Nothing personal: no value of the form goes on the dataLayer.
 */
import { logger } from '../../lib/logger';
import { loadScript } from './load-script';
import type { LeadEvent, TrackingEvent } from './tracking-events';
import type { TrackingVendor, VendorCall } from './tracking-vendor';

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;
/** The conversion's callback runs at the latest after this, if the tag never answers. */
export const CONVERSION_CALLBACK_TIMEOUT_MS = 2000;

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export interface TagManagerOptions {
  id: string | undefined;
  adsConversionSendTo: string | undefined;
  /** Fields every step view carries (brand, country, locale). */
  context: { brand: string; country: string; locale: () => string };
  /** Campaign fields (utm_*, click ids), added to the first push. */
  campaign: Promise<Readonly<Record<string, string>>>;
}

const EventNames: Record<LeadEvent['kind'], string> = {
  lead_created: 'lf_lead_created',
  application_completed: 'lf_application_completed',
  application_rejected: 'lf_application_rejected',
};

function push(entry: unknown): boolean {
  const layer = (window as DataLayerWindow).dataLayer;
  if (!Array.isArray(layer)) {
    logger.error('dataLayer is not available on window.');
    return false;
  }
  layer.push(entry);
  return true;
}

/** Google's gtag(): pushes its `arguments` object, as the tag expects (not an array). */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- read through `arguments`
export function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- the tag reads an Arguments object
  push(arguments);
}

/**
 * The Google Ads conversion, with the lead's event id as its transaction id; `onSent` runs once,
 * when the tag answers or after the timeout.
 */
export function sendConversion(
  sendTo: string | undefined,
  transactionId: string,
  onSent: () => void = () => {},
): void {
  if (!sendTo) {
    logger.error('Missing send_to parameter for conversion event.');
    onSent();
    return;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    onSent();
  };
  setTimeout(finish, CONVERSION_CALLBACK_TIMEOUT_MS);
  gtag('event', 'conversion', {
    send_to: sendTo,
    transaction_id: transactionId,
    event_callback: finish,
  });
}

/** The data layer's entry for an event (spec section 4's names, the page's context). */
function dataLayerEntryOf(
  event: TrackingEvent,
  context: TagManagerOptions['context'],
): { event: string } & Record<string, unknown> {
  if (event.kind === 'step_viewed') {
    const { brand, country, locale } = context;
    return {
      event: 'lf_step_view',
      step: event.step,
      flow: event.flow,
      brand,
      country,
      locale: locale(),
    };
  }
  if (event.kind === 'field_errors_shown') {
    return {
      event: 'lf_field_errors',
      step: event.step,
      flow: event.flow,
      fields: [...event.fields],
    };
  }
  return { event: EventNames[event.kind], event_id: event.eventId };
}

export function createTagManager(options: TagManagerOptions): TrackingVendor {
  let active = false;
  let loaded = false;
  return {
    name: 'tag-manager',
    async start() {
      if (loaded) {
        // Consent given again after a withdrawal: the container is there already (Consent Mode's
        // update is consent-mode.ts's).
        active = true;
        return true;
      }
      if (!options.id || !CONTAINER_ID.test(options.id)) {
        logger.error('Invalid or missing Google Tag Manager ID.');
        return false;
      }
      const win = window as DataLayerWindow;
      win.dataLayer = win.dataLayer ?? [];
      push({ 'gtm.start': Date.now(), event: 'gtm.js', ...(await options.campaign) });
      if (!(await loadScript(`${TAG_MANAGER_ORIGIN}/gtm.js?id=${options.id}`))) {
        logger.error('Failed to initialize Google Tag Manager');
        return false;
      }
      loaded = true;
      active = true;
      return true;
    },
    send(event) {
      if (!active) return [];
      const { event: name, ...properties } = dataLayerEntryOf(event, options.context);
      push({ event: name, ...properties });
      const calls: VendorCall[] = [{ name, properties }];
      if (event.kind === 'application_completed') {
        const sendTo = options.adsConversionSendTo;
        sendConversion(sendTo, event.eventId);
        if (sendTo)
          calls.push({
            name: 'conversion',
            properties: { send_to: sendTo, transaction_id: event.eventId },
          });
      }
      return calls;
    },
    stop() {
      active = false;
    },
  };
}
