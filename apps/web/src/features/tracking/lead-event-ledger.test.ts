import { beforeEach, describe, expect, test } from 'vitest';
import { storage } from '../../lib/storage';
import { deviceLedger, MAX_LEAD_EVENTS_KEPT, memoryLedger } from './lead-event-ledger';

beforeEach(() => localStorage.clear());

describe('the lead events sent', () => {
  test('a page load’s ledger lets each id go once', () => {
    const ledger = memoryLedger();
    expect([ledger.claim('a'), ledger.claim('b'), ledger.claim('a')]).toEqual([true, true, false]);
  });

  test('the device’s ledger is shared by every tab and page load, through local storage', () => {
    expect(deviceLedger().claim('a')).toBe(true);
    // Another tab, or the same one after a reload or a returning link.
    expect(deviceLedger().claim('a')).toBe(false);
    expect(deviceLedger().claim('b')).toBe(true);
    expect(storage.get('local', 'leadEventsSent')).toEqual(['a', 'b']);
  });

  test('keeps the latest ids only, and reads a damaged record as none', () => {
    const ledger = deviceLedger();
    for (let i = 0; i <= MAX_LEAD_EVENTS_KEPT; i += 1) ledger.claim(`id-${i}`);
    const kept = storage.get('local', 'leadEventsSent') as string[];
    expect(kept).toHaveLength(MAX_LEAD_EVENTS_KEPT);
    expect(kept.at(-1)).toBe(`id-${MAX_LEAD_EVENTS_KEPT}`);
    expect(kept).not.toContain('id-0');
    storage.set('local', 'leadEventsSent', 'broken');
    expect(deviceLedger().claim('c')).toBe(true);
  });

  test('without storage, a page load still sends an id once', () => {
    const ledger = deviceLedger();
    expect(ledger.claim('x')).toBe(true);
    localStorage.clear();
    expect(ledger.claim('x')).toBe(false);
  });
});
