// Issue 34's speed targets, product against peer, measured in the same run: each figure with the
// peer's, their ratio, and whether the target is met or by how much it is missed.
import type { FirstPageKind } from '../budget/first-page-limit';
import { FIRST_PAGE_SHARE_OF_PEER } from '../budget/first-page-limit';

export interface Judged {
  metric: string;
  product: number;
  peer: number;
  /** product / peer. */
  ratio: number;
  target: string;
  met: boolean;
  /** How far past the target, in the metric's unit: 0 when met. */
  missedBy: number;
  unit: string;
}

/** Met when `product` is at most `share` × `peer` (or at least, for a score). */
function judge(
  metric: string,
  unit: string,
  product: number,
  peer: number,
  share: number,
  atLeast = false,
): Judged {
  const bound = peer * share;
  const over = atLeast ? bound - product : product - bound;
  return {
    metric,
    product,
    peer,
    ratio: peer === 0 ? (product === 0 ? 1 : Infinity) : product / peer,
    target: `${atLeast ? '≥' : '≤'} ${share === 1 ? 'peer' : `${share} × peer`}`,
    met: over <= 0,
    missedBy: Math.max(0, over),
    unit,
  };
}

export interface FirstPageFigures {
  performance: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  bytes: number;
}

/** Lighthouse's and the byte count's targets for one brand's first page. */
export function judgeFirstPageFigures(
  product: FirstPageFigures,
  peer: FirstPageFigures,
  kind: FirstPageKind,
): Judged[] {
  return [
    judge('performance', 'points', product.performance, peer.performance, 1, true),
    judge('TBT', 'ms', product.tbtMs, peer.tbtMs, 1),
    judge('LCP', 'ms', product.lcpMs, peer.lcpMs, 0.5),
    {
      ...judge('CLS', '', product.cls, peer.cls, 1),
      target: '= 0',
      met: product.cls === 0,
      missedBy: product.cls,
    },
    judge('JS+CSS gzip', 'B', product.bytes, peer.bytes, FIRST_PAGE_SHARE_OF_PEER[kind]),
  ];
}

/**
 * The Continue targets for one flow against the peer's median move (its moves are all the page's
 * own: it has no server): the page's own share at most the peer's, the whole move at most 1.5×.
 */
export function judgeContinue(
  product: { medianMs: number; medianOwnMs: number },
  peerMedianMs: number,
): Judged[] {
  return [
    judge('own share', 'ms', product.medianOwnMs, peerMedianMs, 1),
    judge('whole move', 'ms', product.medianMs, peerMedianMs, 1.5),
  ];
}

/** `met`, or `missed by 12 ms`. */
export const verdict = ({ met, missedBy, unit }: Judged) =>
  met
    ? 'met'
    : `missed by ${Number.isInteger(missedBy) ? missedBy : missedBy.toFixed(unit === '' ? 3 : 1)}${unit ? ` ${unit}` : ''}`;
