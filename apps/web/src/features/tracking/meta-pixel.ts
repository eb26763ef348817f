/**
 * The Meta pixel (spec section 7): `fbq('init', id)` at start, then `Lead` when the lead is created
 * and `CompleteRegistration` when the form is complete, as standard events (`fbq('track', …)`) or,
 * when the brand flags it, custom ones (`fbq('trackCustom', …)`), each with the lead's event id
 * (`{ eventID }`, conversion-id.ts) so Meta de-duplicates a copy from a server. No advanced
 * matching: nothing personal is passed. Withdrawn consent: `fbq('consent', 'revoke')`.
 */
import { logger } from '../../lib/logger';
import { loadScript } from './load-script';
import type { TrackingEvent } from './tracking-events';
import type { TrackingVendor } from './tracking-vendor';

export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; callMethod?: unknown };
type PixelWindow = Window & { fbq?: Fbq; _fbq?: Fbq };

/** Meta's queue: calls made before the script has loaded wait in `fbq.queue`. */
function installQueue(win: PixelWindow): Fbq {
  if (win.fbq) return win.fbq;
  const queue: unknown[][] = [];
  const fbq: Fbq = Object.assign((...args: unknown[]) => void queue.push(args), {
    queue,
    loaded: true,
    version: '2.0',
    push: (...args: unknown[]) => void queue.push(args),
  });
  win.fbq = fbq;
  win._fbq = fbq;
  return fbq;
}

const EventNames: Partial<Record<TrackingEvent['kind'], string>> = {
  lead_created: 'Lead',
  application_completed: 'CompleteRegistration',
};

const fbq = (...args: unknown[]) => (window as PixelWindow).fbq?.(...args);

/** A Meta click of the landing address and the visit's time (attribution's `metaClick`). */
export interface MetaClick {
  fbclid: string;
  at: number;
}

/** Meta keeps a click 90 days. */
const CLICK_KEPT_SECONDS = 90 * 24 * 3600;

/**
 * The landing address's click kept as Meta's script keeps it (`_fbc`, `fb.1.<time>.<fbclid>`),
 * unless it kept one itself: the script reads the click only from the address it loads on, and it
 * loads after the first page (after the marketing consent, where the brand asks), when the
 * address has moved on. Written only here, as the pixel starts.
 */
function keepLandingClick(click: MetaClick | undefined): void {
  if (!click || !/^[\w-]{1,500}$/.test(click.fbclid)) return;
  try {
    if (/(?:^|;\s*)_fbc=/.test(document.cookie)) return;
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `_fbc=fb.1.${click.at}.${click.fbclid}; path=/; max-age=${CLICK_KEPT_SECONDS}; SameSite=Lax${secure}`;
  } catch {
    // A page refused cookies (a sandboxed frame): the pixel goes without the click.
  }
}

export function createMetaPixel(options: {
  id: string;
  customEvents: boolean;
  /** The landing address's click, once attribution has run. */
  landingClick?: Promise<MetaClick | undefined>;
}): TrackingVendor {
  let active = false;
  let loaded = false;
  const method = options.customEvents ? 'trackCustom' : 'track';
  return {
    name: 'meta-pixel',
    async start() {
      if (loaded) {
        fbq('consent', 'grant');
        active = true;
        return true;
      }
      keepLandingClick(await options.landingClick?.catch(() => undefined));
      installQueue(window as PixelWindow);
      fbq('init', options.id);
      if (!(await loadScript(META_PIXEL_SCRIPT))) {
        logger.error('Failed to load the Meta pixel');
        return false;
      }
      loaded = true;
      active = true;
      return true;
    },
    send(event) {
      const name = EventNames[event.kind];
      if (!active || !name || !('eventId' in event)) return [];
      fbq(method, name, {}, { eventID: event.eventId });
      return [{ name: `${method} ${name}`, properties: { eventID: event.eventId } }];
    },
    stop() {
      active = false;
      fbq('consent', 'revoke');
    },
  };
}
