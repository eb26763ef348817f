import { afterEach, describe, expect, test } from 'vitest';
import {
  logger,
  MAX_LOGGED_DETAIL_LENGTH,
  serialiseDetail,
  setLogSinks,
  type LogEntry,
} from './logger';

afterEach(() => setLogSinks([]));

describe('logger', () => {
  test('serialises a detail as JSON', () => {
    expect(serialiseDetail({ code: 'timeout', status: 504 })).toBe(
      '{"code":"timeout","status":504}',
    );
  });

  test('cuts a detail longer than 1024 characters to an empty string', () => {
    expect(serialiseDetail('x'.repeat(MAX_LOGGED_DETAIL_LENGTH))).toHaveLength(1024);
    expect(serialiseDetail('x'.repeat(MAX_LOGGED_DETAIL_LENGTH + 1))).toBe('');
  });

  test('keeps only the name and message of an error', () => {
    expect(serialiseDetail(new TypeError('boom'))).toBe('{"name":"TypeError","message":"boom"}');
  });

  test('sends entries to every sink', () => {
    const entries: LogEntry[] = [];
    setLogSinks([(entry) => entries.push(entry)]);
    logger.error('Failed to post lead', { code: 'network_error' });
    expect(entries).toEqual([
      { level: 'error', message: 'Failed to post lead', detail: '{"code":"network_error"}' },
    ]);
  });
});
