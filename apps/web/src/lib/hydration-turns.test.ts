import { beforeEach, describe, expect, test, vi } from 'vitest';
import type * as HydrationTurns from './hydration-turns';

let turns: typeof HydrationTurns;

beforeEach(async () => {
  // The turns are the page's own state: each test starts a page of its own.
  vi.resetModules();
  turns = await import('./hydration-turns');
});

describe('hydrationTurnOf', () => {
  test('outside a take-over, a part is drawn at once', () => {
    expect(turns.hydrationTurnOf('header')).toBeNull();
  });

  test('during a take-over, each part waits for a task after the part before it', async () => {
    turns.startTakeOverInTurns();
    const order: string[] = [];
    const header = turns.hydrationTurnOf('header');
    const footer = turns.hydrationTurnOf('footer');
    expect(header).toBeInstanceOf(Promise);
    // Drawn again while waiting (a store update above it): the same turn, not a new one.
    expect(turns.hydrationTurnOf('header')).toBe(header);
    void footer?.then(() => order.push('footer'));
    void header?.then(() => order.push('header'));
    await Promise.resolve();
    expect(order).toEqual([]);
    await footer;
    expect(order).toEqual(['header', 'footer']);
    // Its turn has come: the part is drawn now, and never waits again.
    expect(turns.hydrationTurnOf('header')).toBeNull();
    expect(turns.hydrationTurnOf('footer')).toBeNull();
  });

  test('each turn is a task of its own, not a microtask of the same one', async () => {
    turns.startTakeOverInTurns();
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    await turns.hydrationTurnOf('header');
    expect(timerRan).toBe(true);
  });

  test('after the take-over, a part met for the first time is drawn at once', () => {
    turns.startTakeOverInTurns();
    turns.endTakeOverInTurns();
    expect(turns.hydrationTurnOf('cost-example')).toBeNull();
  });
});
