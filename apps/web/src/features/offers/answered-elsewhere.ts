import { ApplicationState } from '@lf/contract';

/**
 * An answer this tab gave to an offer, refused because the lead had been answered first on
 * another device or in another tab (409 `wrong_state`): the page the lead had moved to says so
 * (decision 0048).
 */
export interface AnsweredElsewhere extends RefusedAnswer {
  leadId: string;
  /** The lead had moved to ACCEPTED: the offer had been accepted. */
  accepted: boolean;
}

/** What an offer's page says of its refused answer to the state pages, which tell it. */
export interface RefusedAnswer {
  /** The state whose page was shown as the answer went: it stays until the move is made. */
  from: ApplicationState;
  /** The state the lead had moved to: its page tells it. */
  movedTo: ApplicationState;
}

export type OnAnsweredElsewhere = (answer: RefusedAnswer) => void;

export const answeredElsewhere = (
  leadId: string,
  from: ApplicationState,
  movedTo: ApplicationState,
): AnsweredElsewhere => ({
  leadId,
  from,
  movedTo,
  accepted: movedTo === ApplicationState.ACCEPTED,
});

const NONE = { note: null, shown: false } as const;

/**
 * The note as the page of `state` finds it (of the lead `leadId`), and whether that page tells
 * it. It is told on the page the lead moved to; moved to checking (an offer declined elsewhere),
 * on the page checking ends in too, a few seconds later, where the applicant reads their result.
 * Any other page, or another lead, ends it.
 */
export function keptAt(
  note: AnsweredElsewhere | null,
  leadId: string | undefined,
  state: ApplicationState,
): { note: AnsweredElsewhere | null; shown: boolean } {
  if (!note || note.leadId !== leadId) return NONE;
  if (state === note.movedTo) return { note, shown: true };
  if (state === note.from) return { note, shown: false };
  if (note.movedTo === ApplicationState.CHECKING) {
    return { note: { ...note, from: note.movedTo, movedTo: state }, shown: true };
  }
  return NONE;
}
