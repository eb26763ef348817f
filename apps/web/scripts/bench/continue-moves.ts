// The Continue timings bench/continue-timing.bench.ts writes and `npm run bench` reads.
import * as z from 'zod/mini';
import { median } from './median';

export const MoveSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** From the pointerdown on Continue (Next) to the next page's first field drawn. */
  ms: z.number(),
  /**
   * Of which the move waited on the lead API: from the first call sent after the pointerdown to
   * the last answer received before the page moved on; 0 when it moved on without an answer.
   */
  serverMs: z.number(),
});
export type Move = z.infer<typeof MoveSchema>;

/** Each flow's moves, by flow name. */
export const MovesFileSchema = z.record(z.string(), z.array(MoveSchema));

/** The peer's walk in the moves file (its pages move on in the page: no server). */
export const PEER_FLOW = 'peer (rjsf, classic)';

export interface FlowSummary {
  flow: string;
  moves: number;
  medianMs: number;
  /** The move less what it waited on the server: what the page itself spends. */
  medianOwnMs: number;
  medianServerMs: number;
  worst: Move;
}

export function summariseFlow(flow: string, moves: readonly Move[]): FlowSummary {
  if (moves.length === 0) throw new Error(`The ${flow} walk timed no move`);
  return {
    flow,
    moves: moves.length,
    medianMs: Math.round(median(moves.map((move) => move.ms))),
    medianOwnMs: Math.round(median(moves.map((move) => move.ms - move.serverMs))),
    medianServerMs: Math.round(median(moves.map((move) => move.serverMs))),
    worst: moves.reduce((worst, move) => (move.ms > worst.ms ? move : worst)),
  };
}
