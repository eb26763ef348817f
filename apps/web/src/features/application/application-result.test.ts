import { ApplicationState, type LeadAnswer } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import {
  applicationSlice,
  initialApplicationState,
  leadRestored,
  leadSaved,
  offerTaken,
  resultCleared,
  type ApplicationSliceState,
} from './application-slice';
import { sampleOffer } from '../../test/sample-offer';
import { readSessionSnapshot, writeSessionSnapshot } from './persisted-application';

const reduce = applicationSlice.reducer;
const LEAD_ID = '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f';
const OTHER_LEAD = '0b7a6c1e-9d2f-4a3b-8c5d-112233445566';
const AT = Date.parse('2026-11-23T10:00:00.000Z');
const at = (applicationState: ApplicationState, id = LEAD_ID): LeadAnswer => ({
  id,
  applicationState,
  leadStatus: 1,
  expiresAt: '2026-11-24T10:00:00.000Z',
});
const cofidis = sampleOffer();

const start = (): ApplicationSliceState =>
  initialApplicationState({ amount: 500, period: 61, id: LEAD_ID });

describe('application result', () => {
  test('is none while the lead is in the form, and the server’s decision by name after it', () => {
    let state = reduce(start(), leadSaved(at(ApplicationState.PERSONAL_DETAILS), AT));
    expect(state.applicationResult).toBeNull();
    state = reduce(state, leadSaved(at(ApplicationState.COFIDIS_OFFER), AT));
    expect(state.applicationResult).toEqual({ application: { status: 'COFIDIS_OFFER' } });
    state = reduce(state, offerTaken(cofidis));
    state = reduce(state, leadSaved(at(ApplicationState.ACCEPTED), AT));
    expect(state.applicationResult).toEqual({
      application: { status: 'ACCEPTED' },
      offerId: 'cofidis-1',
      partner: { name: 'Cofidis' },
      offer: cofidis,
    });
    expect(state.lastOperationTimestamp).toBe(AT);
  });

  test('a returning link to the same lead keeps the offer taken; another lead’s brings none', () => {
    let state = reduce(start(), leadSaved(at(ApplicationState.COFIDIS_OFFER), AT));
    state = reduce(state, offerTaken(cofidis));
    const link = (id: string) => ({ ...at(ApplicationState.THANK_YOU, id), data: {} });
    const same = reduce(state, leadRestored(link(LEAD_ID), AT));
    expect(same.applicationResult).toMatchObject({
      application: { status: 'THANK_YOU' },
      partner: { name: 'Cofidis' },
    });
    const other = reduce(state, leadRestored(link(OTHER_LEAD), AT));
    expect(other.applicationResult).toEqual({ application: { status: 'THANK_YOU' } });
  });

  test('clearing the result removes it with the lead id', () => {
    let state = reduce(start(), leadSaved(at(ApplicationState.ACCEPTED), AT));
    state = reduce(state, resultCleared());
    expect(state.applicationResult).toBeNull();
  });

  test('survives a reload: the session snapshot keeps it, with the figures of the offer taken', () => {
    let state = reduce(start(), leadSaved(at(ApplicationState.PROVIDENT_OFFER), AT));
    state = reduce(state, offerTaken(sampleOffer('provident-1', 'Provident')));
    writeSessionSnapshot(state);
    expect(readSessionSnapshot()?.applicationResult).toEqual({
      application: { status: 'PROVIDENT_OFFER' },
      offerId: 'provident-1',
      partner: { name: 'Provident' },
      offer: sampleOffer('provident-1', 'Provident'),
    });
  });
});
