import { describe, expect, test } from 'vitest';
import { judgeContinue, judgeFirstPageFigures, verdict } from './targets';

const peer = { performance: 80, tbtMs: 200, lcpMs: 3000, cls: 0, bytes: 200_000 };

describe('speed targets', () => {
  test('a first page that beats every target meets each', () => {
    const judged = judgeFirstPageFigures(
      { performance: 95, tbtMs: 150, lcpMs: 1500, cls: 0, bytes: 150_000 },
      peer,
      'classic',
    );
    expect(judged.map(verdict)).toEqual(['met', 'met', 'met', 'met', 'met']);
    expect(judged.find((row) => row.metric === 'LCP')?.ratio).toBe(0.5);
  });

  test('tells by how much each target is missed, in its unit', () => {
    const judged = judgeFirstPageFigures(
      { performance: 77, tbtMs: 230, lcpMs: 1600, cls: 0.012, bytes: 150_001 },
      peer,
      'classic',
    );
    expect(judged.map(verdict)).toEqual([
      'missed by 3 points',
      'missed by 30 ms',
      'missed by 100 ms',
      'missed by 0.012',
      'missed by 1 B',
    ]);
  });

  test('a v3 first page may weigh 0.9 of the peer', () => {
    const bytes = judgeFirstPageFigures({ ...peer, bytes: 180_000 }, peer, 'v3').at(-1);
    expect(bytes).toMatchObject({ met: true, target: '≤ 0.9 × peer' });
  });

  test('the Continue page share is held to the peer, the whole move to 1.5 times it', () => {
    expect(judgeContinue({ medianOwnMs: 40, medianMs: 60 }, 40).map(verdict)).toEqual([
      'met',
      'met',
    ]);
    expect(judgeContinue({ medianOwnMs: 45, medianMs: 70 }, 40).map(verdict)).toEqual([
      'missed by 5 ms',
      'missed by 10 ms',
    ]);
  });
});
