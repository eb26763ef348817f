import { afterEach, describe, expect, test } from 'vitest';
import { setLogSinks, type LogEntry } from '../lib/logger';
import { rootErrorOptions } from './root-error-options';

describe('root error options', () => {
  afterEach(() => setLogSinks([]));

  test('every error React reports reaches the logger, with its level', () => {
    const entries: LogEntry[] = [];
    setLogSinks([(entry) => entries.push(entry)]);
    const info = { componentStack: '' };
    rootErrorOptions.onCaughtError?.(new Error('caught'), { ...info, errorBoundary: undefined });
    rootErrorOptions.onUncaughtError?.(new Error('uncaught'), info);
    rootErrorOptions.onRecoverableError?.(new Error('mismatch'), info);
    expect(entries.map(({ level, detail }) => [level, JSON.parse(detail).message])).toEqual([
      ['info', 'caught'],
      ['error', 'uncaught'],
      ['warn', 'mismatch'],
    ]);
  });
});
