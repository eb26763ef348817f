import { logger } from './logger';

/**
 * The one module that touches browser storage. Every key the product uses is named here
 * (spec section 3); nothing else reads or writes localStorage or sessionStorage. Which spec key is
 * used where, and why the others are not: docs/decisions/0043-session-state-as-the-spec-names-it.md.
 */
export const SpecStorageKeys = [
  'storedLoanApplication',
  'sessionId',
  'sessionStartedAt',
  'sessionUrl',
  'state',
  'companyData',
  'gclid',
  'initAt',
  'lid',
  'redirected',
  'redirectUrl',
  'redirectMethod',
  'reapplying',
  'logRocketBlocked',
  'logRocket',
  'routeChange',
  'newSessionFlag',
  'leadApplication',
  'dynamicPages',
  'uiColors',
  'asyncFormData',
  'isLoading',
  'sellingTierGlobalId',
  'sessionAcceptedRedirected',
] as const;

/**
 * Keys the spec does not list, each with its decision record: the brand chosen with ?brand= and
 * the language chosen in the language select, both kept for the session
 * (docs/decisions/0009-brand-and-language-kept-for-the-session.md); and the affiliate reference,
 * in both stores, and the ids of the lead events sent from this browser, on the device
 * (docs/decisions/0013-tracking-off-the-critical-path.md); the choice lists the lead API
 * answered, kept for the session (docs/decisions/0041-choice-lists-and-lead-paths.md); and the
 * applicant's tracking consent, in local storage, written by the consent banner's library under
 * this name (docs/decisions/0037-a-tracking-consent-of-its-own.md); and the operator's tracking
 * panel asked for with ?debugTracking=1, kept for the session where the deployment allows it
 * (docs/decisions/0009-brand-and-language-kept-for-the-session.md).
 */
export const AddedStorageKeys = [
  'chosenBrand',
  'chosenLanguage',
  'affiliateReference',
  'leadEventsSent',
  'choiceLists',
  'trackingConsent',
  'debugTracking',
] as const;

export const StorageKeys = [...SpecStorageKeys, ...AddedStorageKeys] as const;
export type StorageKey = (typeof StorageKeys)[number];
export type StorageArea = 'session' | 'local';

/** Storage read unwraps JSON nested in JSON up to this many times (spec section 9). */
export const MAX_JSON_UNWRAP = 10;
const ISO_DATE_WITH_MILLIS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Revives `2026-11-23T10:11:12.345Z` as a Date; a string that names no real instant stays text. */
function reviveDates(_key: string, value: unknown): unknown {
  if (typeof value !== 'string' || !ISO_DATE_WITH_MILLIS.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) || date.toISOString() !== value ? value : date;
}

/** Parses a stored string, unwrapping JSON-in-JSON up to MAX_JSON_UNWRAP levels. */
export function parseStoredValue(raw: string): unknown {
  let value: unknown = raw;
  for (let level = 0; level < MAX_JSON_UNWRAP && typeof value === 'string'; level += 1) {
    try {
      value = JSON.parse(value, reviveDates);
    } catch {
      break;
    }
  }
  return typeof value === 'string' ? reviveDates('', value) : value;
}

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

const noOpStore: KeyValueStore = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
  clear: () => undefined,
};

function probe(area: StorageArea): KeyValueStore {
  try {
    const store = area === 'session' ? window.sessionStorage : window.localStorage;
    const probeKey = '__storage_probe__';
    store.setItem(probeKey, '1');
    store.removeItem(probeKey);
    return store;
  } catch {
    return noOpStore;
  }
}

const stores = new Map<StorageArea, KeyValueStore>();
function storeFor(area: StorageArea): KeyValueStore {
  let store = stores.get(area);
  if (!store) {
    store = probe(area);
    stores.set(area, store);
  }
  return store;
}

/**
 * Whether the session's store keeps the application in progress (its state and lead: decision
 * 0043), so that a reload finds it: not when the browser refuses to write to it (blocked storage,
 * some private modes, a frame without storage, a full store).
 */
export const sessionKept = (): boolean => storeFor('session') !== noOpStore;

/** Forgets which stores were found, so tests can swap the browser's storage. */
export function resetStorageProbe(): void {
  stores.clear();
}

/** What is logged of a storage failure: where, and the error's name (never the value). */
function failure(area: StorageArea, key: StorageKey | null, error: unknown) {
  const name =
    typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string'
      ? error.name
      : typeof error;
  return { area, key, error: name };
}

/**
 * Reads and writes never throw: a failure (quota exceeded, storage revoked mid-session) is logged
 * and answered with null or false, and the product carries on without the stored value.
 */
export const storage = {
  get(area: StorageArea, key: StorageKey): unknown {
    try {
      const raw = storeFor(area).getItem(key);
      return raw === null ? null : parseStoredValue(raw);
    } catch (error) {
      logger.error('Storage error on get', failure(area, key, error));
      return null;
    }
  },
  /**
   * Values are written as JSON. Reading unwraps JSON inside JSON, so a string that is itself JSON
   * text (such as "123" or "true") reads back as that value: readers of such strings convert back.
   */
  set(area: StorageArea, key: StorageKey, value: unknown): boolean {
    try {
      const text = JSON.stringify(value);
      if (text === undefined) throw new TypeError('Value cannot be stored as JSON');
      storeFor(area).setItem(key, text);
      return true;
    } catch (error) {
      logger.error('Storage error on set', failure(area, key, error));
      return false;
    }
  },
  remove(area: StorageArea, key: StorageKey): boolean {
    try {
      storeFor(area).removeItem(key);
      return true;
    } catch (error) {
      logger.error('Storage error on remove', failure(area, key, error));
      return false;
    }
  },
  clear(area: StorageArea): boolean {
    try {
      storeFor(area).clear();
      return true;
    } catch (error) {
      logger.error('Storage error on clear', failure(area, null, error));
      return false;
    }
  },
};
