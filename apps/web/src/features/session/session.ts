import { storage } from '../../lib/storage';
import { isValidSessionId } from './session-id';

export interface Session {
  sessionId: string;
  /** UTC ISO time, e.g. 2026-11-23T10:11:12.345Z. */
  sessionStartedAt: string;
  /** True when this page load started the session. */
  isNew: boolean;
}

export interface StartSessionOptions {
  /** The `sessionId` query parameter as given, valid or not; undefined when absent. */
  urlSessionId?: string | null;
  /** Starts a new session whatever is stored. */
  force?: boolean;
  now?: Date;
  newId?: () => string;
}

/** Storage revives ISO times as dates; the session keeps them as ISO text. */
function isoTime(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The session this tab holds, if its id is a valid UUID. */
export function readStoredSession(): Omit<Session, 'isNew'> | null {
  const sessionId = storage.get('session', 'sessionId');
  if (!isValidSessionId(sessionId)) return null;
  const sessionStartedAt = isoTime(storage.get('session', 'sessionStartedAt'));
  return sessionStartedAt ? { sessionId: sessionId.toLowerCase(), sessionStartedAt } : null;
}

/**
 * Session on load (spec section 4): the stored session is reused when the URL has no sessionId,
 * or when the URL's id is a valid UUID equal to the stored one. Otherwise, or when forced, a new
 * session starts with the URL's id if valid, else a fresh UUID, and the new-session flag set.
 */
export function startSession({
  urlSessionId,
  force = false,
  now = new Date(),
  newId = () => crypto.randomUUID(),
}: StartSessionOptions = {}): Session {
  const fromUrl = isValidSessionId(urlSessionId) ? urlSessionId.toLowerCase() : null;
  const urlHasId = urlSessionId !== undefined && urlSessionId !== null;
  const stored = readStoredSession();
  if (!force && stored && (!urlHasId || fromUrl === stored.sessionId)) {
    return { ...stored, isNew: false };
  }
  const session: Session = {
    sessionId: fromUrl ?? newId(),
    sessionStartedAt: now.toISOString(),
    isNew: true,
  };
  storage.set('session', 'sessionId', session.sessionId);
  storage.set('session', 'sessionStartedAt', session.sessionStartedAt);
  storage.set('session', 'newSessionFlag', true);
  return session;
}

/** Clearing a session removes its id, start time, new-session flag and accepted-redirect flag. */
export function clearSession(): void {
  storage.remove('session', 'sessionId');
  storage.remove('session', 'sessionStartedAt');
  storage.remove('session', 'newSessionFlag');
  storage.remove('session', 'sessionAcceptedRedirected');
}
