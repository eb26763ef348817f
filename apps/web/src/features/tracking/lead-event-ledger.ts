import { storage } from '../../lib/storage';

/**
 * Which lead events went already: each goes once per lead (issue 39). `claim` answers true the
 * first time an event id is claimed, and records it; false after that.
 */
export interface LeadEventLedger {
  claim(eventId: string): boolean;
}

/** The ids kept: the latest ones, enough for many applications on one device. */
export const MAX_LEAD_EVENTS_KEPT = 60;

/** A ledger of this page load only (tests, and where nothing may be kept). */
export function memoryLedger(): LeadEventLedger {
  const sent = new Set<string>();
  return { claim: (eventId) => !sent.has(eventId) && !!sent.add(eventId) };
}

/**
 * The device's ledger, under `leadEventsSent` in local storage: shared by every tab of the
 * product and kept across reloads and returning links, so a second tab, a reload at checking or a
 * return never sends a lead's event again. Read at each claim (another tab may have written it
 * since) and written at once, so of two tabs deciding the same event the first to claim sends it.
 * Holds only event ids: hashes, never a lead id. Without storage, each page load remembers its own.
 */
export function deviceLedger(): LeadEventLedger {
  const inPage = memoryLedger();
  return {
    claim(eventId) {
      const kept = storage.get('local', 'leadEventsSent');
      const sent = Array.isArray(kept) ? kept.filter((id) => typeof id === 'string') : [];
      if (sent.includes(eventId) || !inPage.claim(eventId)) return false;
      storage.set('local', 'leadEventsSent', [...sent, eventId].slice(-MAX_LEAD_EVENTS_KEPT));
      return true;
    },
  };
}
