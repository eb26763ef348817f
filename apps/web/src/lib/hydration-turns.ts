import { yieldToMain } from './yield-to-main';

/**
 * Taking over the server's page in turns (issue 13). React takes the page over in one pass, and
 * on a slow phone that pass is one long task. Parts of the page that can wait (the header, the
 * footer, the cost example) are given a turn of their own instead: the renderer keeps their
 * server-drawn markup as it is and takes each over in a task of its own, one after the other,
 * once the form is its own. See components/ui/hydrate-in-turn.tsx.
 */
let takingOver = false;
const taken = new Set<string>();
const turns = new Map<string, Promise<void>>();
let lastTurn: Promise<void> = Promise.resolve();

/** From now until `endTakeOverInTurns`, parts met for the first time wait for their turn. */
export function startTakeOverInTurns(): void {
  takingOver = true;
}

/** The take-over is over: a part drawn from now on is drawn at once. */
export function endTakeOverInTurns(): void {
  takingOver = false;
}

/**
 * The turn this part waits for, or null when it may be drawn now: outside a take-over, or once
 * its turn has come. Each part's turn comes in a task after the previous part's.
 */
export function hydrationTurnOf(part: string): Promise<void> | null {
  if (!takingOver || taken.has(part)) return null;
  let turn = turns.get(part);
  if (!turn) {
    turn = lastTurn.then(yieldToMain).then(() => {
      taken.add(part);
      turns.delete(part);
    });
    lastTurn = turn;
    turns.set(part, turn);
  }
  return turn;
}
