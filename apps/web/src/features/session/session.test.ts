import { afterEach, describe, expect, test, vi } from 'vitest';
import { resetStorageProbe, storage } from '../../lib/storage';
import { clearSession, readStoredSession, startSession } from './session';

const STORED = '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f';
const OTHER = '0b7a6c1e-9d2f-4a3b-8c5d-112233445566';
const FRESH = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const STARTED = '2026-11-23T08:00:00.000Z';
const NOW = new Date('2026-11-23T10:11:12.345Z');

function storeSession() {
  storage.set('session', 'sessionId', STORED);
  storage.set('session', 'sessionStartedAt', STARTED);
}

const start = (urlSessionId?: string | null, force = false) =>
  startSession({ urlSessionId, force, now: NOW, newId: () => FRESH });

afterEach(() => {
  vi.restoreAllMocks();
  resetStorageProbe();
});

describe('session', () => {
  test('reuses the stored id when the URL has none', () => {
    storeSession();
    expect(start()).toEqual({ sessionId: STORED, sessionStartedAt: STARTED, isNew: false });
    expect(start(null).sessionId).toBe(STORED);
    expect(storage.get('session', 'newSessionFlag')).toBeNull();
  });

  test('reuses the stored id when the URL carries the same valid id, in any case', () => {
    storeSession();
    expect(start(STORED.toUpperCase())).toEqual({
      sessionId: STORED,
      sessionStartedAt: STARTED,
      isNew: false,
    });
  });

  test('starts a new session with the URL id when it is valid and differs from the stored one', () => {
    storeSession();
    expect(start(OTHER)).toEqual({
      sessionId: OTHER,
      sessionStartedAt: NOW.toISOString(),
      isNew: true,
    });
    expect(storage.get('session', 'sessionId')).toBe(OTHER);
    expect(storage.get('session', 'newSessionFlag')).toBe(true);
  });

  test('starts a new session with a fresh UUID when the URL id is not a valid UUID', () => {
    storeSession();
    expect(start('not-a-uuid"><script>')).toMatchObject({ sessionId: FRESH, isNew: true });
  });

  test('starts a new session with the valid URL id when nothing is stored', () => {
    expect(start(OTHER)).toMatchObject({ sessionId: OTHER, isNew: true });
  });

  test('starts a new session with a fresh UUID when nothing is stored and the URL has no id', () => {
    const session = startSession({ now: NOW });
    expect(session.isNew).toBe(true);
    expect(session.sessionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-/);
  });

  test('starts a new session when forced, even with the stored id in the URL', () => {
    storeSession();
    expect(start(undefined, true)).toMatchObject({ sessionId: FRESH, isNew: true });
    expect(start(STORED, true)).toMatchObject({ sessionId: STORED, isNew: true });
    expect(storage.get('session', 'sessionStartedAt')).toEqual(NOW);
  });

  test('records the start time in UTC ISO format and sets the new-session flag', () => {
    const session = start();
    expect(session.sessionStartedAt).toBe('2026-11-23T10:11:12.345Z');
    expect(storage.get('session', 'newSessionFlag')).toBe(true);
  });

  test('does not reuse a stored id that is not a valid UUID', () => {
    storage.set('session', 'sessionId', '<img src=x>');
    storage.set('session', 'sessionStartedAt', STARTED);
    expect(start()).toMatchObject({ sessionId: FRESH, isNew: true });
  });

  test('reads the stored start time back as ISO text although storage revives it as a date', () => {
    storeSession();
    expect(storage.get('session', 'sessionStartedAt')).toBeInstanceOf(Date);
    expect(readStoredSession()).toEqual({ sessionId: STORED, sessionStartedAt: STARTED });
  });

  test('clearing removes the id, start time, new-session flag and accepted-redirect flag', () => {
    start();
    storage.set('session', 'sessionAcceptedRedirected', true);
    storage.set('session', 'initAt', 1);
    clearSession();
    for (const key of [
      'sessionId',
      'sessionStartedAt',
      'newSessionFlag',
      'sessionAcceptedRedirected',
    ] as const) {
      expect(storage.get('session', key), key).toBeNull();
    }
    expect(storage.get('session', 'initAt')).toBe(1);
  });

  test('still gives a session when storage is unavailable', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    resetStorageProbe();
    expect(start()).toMatchObject({ sessionId: FRESH, isNew: true });
    expect(start()).toMatchObject({ sessionId: FRESH, isNew: true });
  });
});
