import { afterEach, describe, expect, test, vi } from 'vitest';
import { setLogSinks, type LogEntry } from './logger';
import {
  MAX_JSON_UNWRAP,
  parseStoredValue,
  resetStorageProbe,
  storage,
  StorageKeys,
} from './storage';

afterEach(() => {
  vi.restoreAllMocks();
  resetStorageProbe();
  setLogSinks([]);
});

function collectLogs(): LogEntry[] {
  const entries: LogEntry[] = [];
  setLogSinks([(entry) => entries.push(entry)]);
  return entries;
}

function wrap(value: unknown, times: number): string {
  let wrapped = JSON.stringify(value);
  for (let level = 1; level < times; level += 1) wrapped = JSON.stringify(wrapped);
  return wrapped;
}

describe('storage', () => {
  test('each key is named once, so two features can never share one by accident', () => {
    expect(new Set(StorageKeys).size).toBe(StorageKeys.length);
  });

  test('round-trips objects through session and local storage, each area on its own', () => {
    expect(storage.set('session', 'state', { progress: 2 })).toBe(true);
    expect(storage.get('session', 'state')).toEqual({ progress: 2 });
    expect(storage.get('local', 'state')).toBeNull();
  });

  test('reads a string that is itself JSON text back as that value (the unwrap rule)', () => {
    storage.set('session', 'sellingTierGlobalId', '12345');
    expect(storage.get('session', 'sellingTierGlobalId')).toBe(12345);
    storage.set('session', 'sellingTierGlobalId', 'tier-1');
    expect(storage.get('session', 'sellingTierGlobalId')).toBe('tier-1');
  });

  test('still reads a plain string written without JSON', () => {
    window.sessionStorage.setItem('sessionId', '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f');
    expect(storage.get('session', 'sessionId')).toBe('6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f');
  });

  test('unwraps JSON nested inside JSON up to ten times, and no further', () => {
    expect(parseStoredValue(wrap({ amount: 700 }, MAX_JSON_UNWRAP))).toEqual({ amount: 700 });
    expect(typeof parseStoredValue(wrap({ amount: 700 }, MAX_JSON_UNWRAP + 1))).toBe('string');
  });

  test('unwraps ten levels through the browser storage too', () => {
    window.localStorage.setItem(
      'storedLoanApplication',
      wrap({ applicationData: { id: 'x' } }, 10),
    );
    expect(storage.get('local', 'storedLoanApplication')).toEqual({
      applicationData: { id: 'x' },
    });
  });

  test('revives ISO date strings with milliseconds and Z as dates, and nothing else', () => {
    const value = parseStoredValue(
      JSON.stringify({
        at: '2026-11-23T10:11:12.345Z',
        nested: [{ at: '2026-01-02T03:04:05.678Z' }],
        day: '2026-11-23',
        noMillis: '2026-11-23T10:11:12Z',
        offset: '2026-11-23T10:11:12.345+01:00',
        impossible: '2026-13-45T10:11:12.345Z',
        plain: 'hello',
      }),
    ) as Record<string, unknown>;
    expect(value.at).toEqual(new Date('2026-11-23T10:11:12.345Z'));
    expect(value.nested).toEqual([{ at: new Date('2026-01-02T03:04:05.678Z') }]);
    expect(value.day).toBe('2026-11-23');
    expect(value.noMillis).toBe('2026-11-23T10:11:12Z');
    expect(value.offset).toBe('2026-11-23T10:11:12.345+01:00');
    expect(value.impossible).toBe('2026-13-45T10:11:12.345Z');
    expect(value.plain).toBe('hello');
  });

  test('revives a date stored on its own, wrapped or not', () => {
    storage.set('session', 'sessionStartedAt', '2026-11-23T10:11:12.345Z');
    expect(storage.get('session', 'sessionStartedAt')).toEqual(
      new Date('2026-11-23T10:11:12.345Z'),
    );
    expect(parseStoredValue('2026-11-23T10:11:12.345Z')).toEqual(
      new Date('2026-11-23T10:11:12.345Z'),
    );
  });

  test('falls back to a no-op storage when reaching the browser storage throws', () => {
    const logs = collectLogs();
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    resetStorageProbe();
    expect(storage.set('session', 'state', 1)).toBe(true);
    expect(storage.get('session', 'state')).toBeNull();
    expect(storage.remove('session', 'state')).toBe(true);
    expect(storage.clear('session')).toBe(true);
    // Local storage still works: each area is probed on its own.
    expect(storage.set('local', 'state', 1)).toBe(true);
    expect(storage.get('local', 'state')).toBe(1);
    expect(logs).toEqual([]);
  });

  test('falls back to a no-op storage when writing is refused from the start', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('private mode', 'QuotaExceededError');
    });
    resetStorageProbe();
    expect(storage.set('local', 'state', { a: 1 })).toBe(true);
    expect(storage.get('local', 'state')).toBeNull();
  });

  test('a quota exceeded mid-session is logged, answered with false, and keeps what was stored', () => {
    const logs = collectLogs();
    expect(storage.set('local', 'state', { a: 1 })).toBe(true);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(storage.set('local', 'state', { a: 2 })).toBe(false);
    expect(storage.get('local', 'state')).toEqual({ a: 1 });
    expect(logs).toEqual([
      {
        level: 'error',
        message: 'Storage error on set',
        detail: '{"area":"local","key":"state","error":"QuotaExceededError"}',
      },
    ]);
  });

  test('errors on get, remove and clear are logged and answered with null or false', () => {
    const logs = collectLogs();
    storage.get('session', 'state');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('revoked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('revoked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'clear').mockImplementation(() => {
      throw new DOMException('revoked', 'SecurityError');
    });
    expect(storage.get('session', 'state')).toBeNull();
    expect(storage.remove('session', 'state')).toBe(false);
    expect(storage.clear('session')).toBe(false);
    expect(logs.map((entry) => entry.message)).toEqual([
      'Storage error on get',
      'Storage error on remove',
      'Storage error on clear',
    ]);
  });

  test('a value that cannot become JSON is refused and logged, never half written', () => {
    const logs = collectLogs();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(storage.set('session', 'state', circular)).toBe(false);
    expect(storage.set('session', 'state', undefined)).toBe(false);
    expect(storage.get('session', 'state')).toBeNull();
    expect(logs).toHaveLength(2);
  });

  test('never logs the value it was asked to store', () => {
    const logs = collectLogs();
    storage.get('local', 'state');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    storage.set('local', 'storedLoanApplication', { email: 'ana@example.com' });
    expect(logs[0]?.detail).not.toContain('ana@example.com');
  });
});
