import { ApplicationState } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import { answeredElsewhere, keptAt } from './answered-elsewhere';

const LEAD = 'lead-1';
const declinedAfterAccepted = answeredElsewhere(
  LEAD,
  ApplicationState.COFIDIS_OFFER,
  ApplicationState.ACCEPTED,
);

describe('an answer refused because the lead was answered elsewhere', () => {
  test('says whether the offer had been accepted, from where the lead had moved', () => {
    expect(declinedAfterAccepted.accepted).toBe(true);
    expect(
      answeredElsewhere(LEAD, ApplicationState.COFIDIS_OFFER, ApplicationState.CHECKING).accepted,
    ).toBe(false);
  });

  test('is told on the page the lead moved to', () => {
    expect(keptAt(declinedAfterAccepted, LEAD, ApplicationState.ACCEPTED)).toEqual({
      note: declinedAfterAccepted,
      shown: true,
    });
  });

  test('is kept, untold, while the offer’s page is still shown (the move under way)', () => {
    expect(keptAt(declinedAfterAccepted, LEAD, ApplicationState.COFIDIS_OFFER)).toEqual({
      note: declinedAfterAccepted,
      shown: false,
    });
  });

  test('moved to checking, it is carried to the page checking ends in, and no further', () => {
    const toChecking = answeredElsewhere(
      LEAD,
      ApplicationState.PROVIDENT_OFFER,
      ApplicationState.CHECKING,
    );
    expect(keptAt(toChecking, LEAD, ApplicationState.CHECKING).shown).toBe(true);
    const carried = keptAt(toChecking, LEAD, ApplicationState.THANK_YOU);
    expect(carried.shown).toBe(true);
    expect(carried.note).toMatchObject({ movedTo: ApplicationState.THANK_YOU, accepted: false });
    // An offer checking ended in, answered here: the lead goes on from this tab's own answer.
    const offered = keptAt(toChecking, LEAD, ApplicationState.INSTABANK_OFFER).note;
    expect(keptAt(offered, LEAD, ApplicationState.ACCEPTED)).toEqual({ note: null, shown: false });
  });

  test('is dropped at any other page, for another lead, and when there is none', () => {
    expect(keptAt(declinedAfterAccepted, LEAD, ApplicationState.REJECTED).note).toBeNull();
    expect(keptAt(declinedAfterAccepted, 'lead-2', ApplicationState.ACCEPTED).note).toBeNull();
    expect(keptAt(declinedAfterAccepted, undefined, ApplicationState.ACCEPTED).note).toBeNull();
    expect(keptAt(null, LEAD, ApplicationState.ACCEPTED)).toEqual({ note: null, shown: false });
  });
});
