import { afterEach, describe, expect, test, vi } from 'vitest';
import { setLogSinks, type LogEntry } from './logger';
import { MAX_JSON_UNWRAP, parseStoredValue, resetStorageProbe, storage } from './storage';

afterEach(() => {
  resetStorageProbe();
  setLogSinks([]);
});

describe('storage', () => {
  test('round-trips objects through session and local storage', () => {
    expect(storage.set('session', 'state', { progress: 2 })).toBe(true);
    expect(storage.get('session', 'state')).toEqual({ progress: 2 });
    expect(storage.get('local', 'state')).toBeNull();
  });

  test('unwraps JSON nested inside JSON up to ten times', () => {
    let wrapped: string = JSON.stringify({ amount: 700 });
    for (let level = 1; level < MAX_JSON_UNWRAP; level += 1) wrapped = JSON.stringify(wrapped);
    expect(parseStoredValue(wrapped)).toEqual({ amount: 700 });
    expect(typeof parseStoredValue(JSON.stringify(wrapped))).toBe('string');
  });

  test('revives ISO date strings with milliseconds and Z as dates, and nothing else', () => {
    const value = parseStoredValue(
      JSON.stringify({ at: '2026-11-23T10:11:12.345Z', day: '2026-11-23', plain: 'hello' }),
    ) as Record<string, unknown>;
    expect(value.at).toEqual(new Date('2026-11-23T10:11:12.345Z'));
    expect(value.day).toBe('2026-11-23');
    expect(value.plain).toBe('hello');
  });

  test('falls back to a no-op storage when the browser storage throws on access', () => {
    const spy = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    resetStorageProbe();
    expect(storage.set('session', 'state', 1)).toBe(true);
    expect(storage.get('session', 'state')).toBeNull();
    spy.mockRestore();
  });

  test('logs a storage error on set and returns false', () => {
    const entries: LogEntry[] = [];
    setLogSinks([(entry) => entries.push(entry)]);
    storage.get('local', 'state');
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(storage.set('local', 'state', { a: 1 })).toBe(false);
    spy.mockRestore();
    expect(entries.map((entry) => entry.message)).toEqual(['Storage error on set']);
  });
});
