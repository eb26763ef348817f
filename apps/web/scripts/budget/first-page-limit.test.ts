import { describe, expect, test } from 'vitest';
import { firstPageKindOf, judgeFirstPage, MARGIN_BYTES } from './first-page-limit';

describe('first page limit', () => {
  test('is the peer share for the kind of page, less the margin', () => {
    expect(judgeFirstPage(0, 'classic', 100_000).limit).toBe(75_000 - MARGIN_BYTES);
    expect(judgeFirstPage(0, 'v3', 100_000).limit).toBe(90_000 - MARGIN_BYTES);
  });

  test('passes at the limit and fails one byte over, with the headroom', () => {
    const limit = 75_000 - MARGIN_BYTES;
    expect(judgeFirstPage(limit, 'classic', 100_000)).toMatchObject({ ok: true, headroom: 0 });
    expect(judgeFirstPage(limit + 1, 'classic', 100_000)).toMatchObject({
      ok: false,
      headroom: -1,
    });
  });

  test('takes the v3 share for the dynamic page, the classic share for any other', () => {
    expect(firstPageKindOf('dynamic')).toBe('v3');
    expect(firstPageKindOf('classic')).toBe('classic');
  });
});
