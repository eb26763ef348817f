import { describe, expect, test, vi } from 'vitest';

const calls: string[] = [];
vi.mock('./tab-handover', () => ({
  shareLeadWithOtherTabs: () => {
    calls.push('share');
    throw new Error('No BroadcastChannel here');
  },
}));
vi.mock('./lead-moved-elsewhere', () => ({
  followLeadMovedElsewhere: () => {
    calls.push('follow');
    return () => undefined;
  },
}));

describe('one lead everywhere', () => {
  test('starts both the tabs’ sharing and the follow, and the follow even when sharing fails', async () => {
    const { keepOneLeadEverywhere } = await import('./one-lead-everywhere');
    const options = {
      store: { getState: vi.fn(), dispatch: vi.fn() },
      product: 'default-es',
      api: vi.fn(),
      shownPath: () => '/personal-details',
    } as unknown as Parameters<typeof keepOneLeadEverywhere>[0];
    expect(() => keepOneLeadEverywhere(options)).not.toThrow();
    expect(calls).toEqual(['share', 'follow']);
  });
});
