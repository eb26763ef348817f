import { logger } from './logger';
import { sharedLoad, type SharedLoad } from './shared-load';

/** Waits before the 2nd, 3rd, 4th and 5th attempt while the browser says it is online. */
export const IMPORT_RETRY_DELAYS_MS: readonly number[] = [250, 500, 1000, 2000];

export interface RetryingImportOptions {
  delaysMs?: readonly number[];
  /** Whether the browser believes it is online (navigator.onLine). */
  isOnline?: () => boolean;
  /** Resolves when the browser comes back online (the window's online event). */
  untilOnline?: () => Promise<void>;
  wait?: (ms: number) => Promise<void>;
  /** Imports a module by its address (the browser's import(); tests pass a stand-in). */
  importModule?: (url: string) => Promise<unknown>;
}

const nativeImport = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/**
 * The address of the module a failed import names (Chromium: "Failed to fetch dynamically
 * imported module: URL", Firefox: "error loading dynamically imported module: URL"), without
 * its query.
 */
const failedModuleUrl = (error: unknown) =>
  error instanceof Error ? /imported module: ([^\s?]+)/.exec(error.message)?.[1] : undefined;

const browserIsOnline = () => typeof navigator === 'undefined' || navigator.onLine;

function browserUntilOnline(): Promise<void> {
  return new Promise((resolve) =>
    window.addEventListener('online', () => resolve(), { once: true }),
  );
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads a lazily imported module (a code-split chunk), trying again when the download fails:
 * while the browser is offline it waits for the connection to come back, however long that
 * takes, and online it retries with growing delays before giving up with the last error.
 * A chunk that fails for a passing reason thus never takes the page down. `load` must give the
 * module itself (`() => import(...)`): a retry imports it again under a fresh address, and what
 * `load` did with it beyond the import is not done again.
 */
export async function retryingImport<T>(
  load: () => Promise<T>,
  {
    delaysMs = IMPORT_RETRY_DELAYS_MS,
    isOnline = browserIsOnline,
    untilOnline = browserUntilOnline,
    wait = sleep,
    importModule = nativeImport,
  }: RetryingImportOptions = {},
): Promise<T> {
  let retries = 0;
  let attempt = load;
  let fresh = 0;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      // Chromium remembers a module that failed to download and fails every later import of
      // the same address at once: the next try asks for it under a fresh address.
      const failed = failedModuleUrl(error);
      if (failed) {
        const address = `${failed}?retry=${(fresh += 1)}`;
        attempt = () => importModule(address) as Promise<T>;
      }
      if (!isOnline()) {
        logger.warn('Chunk load failed offline; waiting for the connection', errorName(error));
        await untilOnline();
        continue;
      }
      const delay = delaysMs[retries];
      if (delay === undefined) throw error;
      retries += 1;
      logger.warn('Chunk load failed; retrying', { attempt: retries, error: errorName(error) });
      await wait(delay);
    }
  }
}

/**
 * One download shared by every caller (a preload and the first use), started again by the next
 * caller if it failed (`sharedLoad`), each attempt retried as `retryingImport` does.
 */
export function sharedImport<T>(
  load: () => Promise<T>,
  options?: RetryingImportOptions,
): SharedLoad<T> {
  return sharedLoad(() => retryingImport(load, options));
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}
