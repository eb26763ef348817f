import { describe, expect, test } from 'vitest';
import { fillsOfDraft, leftByPostcode, placeWritten, type PostcodeFill } from './postcode-fills';

/** The page's fields as the applicant sees them now, by id. */
const fields =
  (values: Record<string, string>) =>
  (id: string): string =>
    values[id] ?? '';

const munich: PostcodeFill = {
  postcode: '80331',
  written: { 'contactDetails-city': 'München', 'contactDetails-province': 'Bayern' },
};

const berlin = [
  ['contactDetails-city', 'Berlin'],
  ['contactDetails-province', 'Berlin'],
] as const;

describe('fields left by a postcode', () => {
  test('are those still holding what the look-up wrote for another postcode', () => {
    const now = fields({ 'contactDetails-city': 'München', 'contactDetails-province': 'Bayern' });
    expect(leftByPostcode(munich, '1011', now)).toEqual([
      'contactDetails-city',
      'contactDetails-province',
    ]);
  });

  test('leave a field the applicant changed, and every field while the postcode is the same', () => {
    const now = fields({ 'contactDetails-city': 'Garching', 'contactDetails-province': 'Bayern' });
    expect(leftByPostcode(munich, '10115', now)).toEqual(['contactDetails-province']);
    expect(leftByPostcode(munich, '80331', now)).toEqual([]);
    expect(leftByPostcode(undefined, '10115', now)).toEqual([]);
  });
});

describe('a place written from a postcode', () => {
  test('fills the fields left empty and keeps what it wrote, with the postcode', () => {
    expect(placeWritten(undefined, '10115', berlin, fields({}))).toEqual({
      write: berlin,
      fill: {
        postcode: '10115',
        written: { 'contactDetails-city': 'Berlin', 'contactDetails-province': 'Berlin' },
      },
    });
  });

  test('replaces what an earlier look-up wrote, never what the applicant typed', () => {
    const now = fields({ 'contactDetails-city': 'Garching', 'contactDetails-province': 'Bayern' });
    expect(placeWritten(munich, '10115', berlin, now)).toEqual({
      write: [['contactDetails-province', 'Berlin']],
      fill: { postcode: '10115', written: { 'contactDetails-province': 'Berlin' } },
    });
  });

  test('writes nothing again into a field that holds it already', () => {
    const now = fields({ 'contactDetails-city': 'Berlin', 'contactDetails-province': 'Berlin' });
    const found = placeWritten(undefined, '10115', berlin, fields({}));
    expect(placeWritten(found.fill, '10115', berlin, now)).toEqual({
      write: [],
      fill: found.fill,
    });
  });

  // 010011 filled București's sector; Cluj's postcode names none.
  test('empties what an earlier look-up wrote into a field this place does not name', () => {
    const bucharest: PostcodeFill = {
      postcode: '010011',
      written: { 'contactDetails-province': 'București', 'contactDetails-district': 'Sector 1' },
    };
    const now = fields({
      'contactDetails-province': 'București',
      'contactDetails-district': 'Sector 1',
    });
    expect(
      placeWritten(bucharest, '400001', [['contactDetails-province', 'Cluj']], now).write,
    ).toEqual([
      ['contactDetails-province', 'Cluj'],
      ['contactDetails-district', ''],
    ]);
  });
});

describe('fills kept in a draft', () => {
  test('are read back as kept', () => {
    const kept = { 'contactDetails-postalCode': munich };
    expect(fillsOfDraft(JSON.parse(JSON.stringify(kept)))).toEqual(kept);
  });

  test('anything else kept there is no fill', () => {
    expect(fillsOfDraft(undefined)).toEqual({});
    expect(fillsOfDraft('80331')).toEqual({});
    expect(
      fillsOfDraft({
        a: { postcode: 80331, written: {} },
        b: { postcode: '80331', written: { city: 5 } },
        c: { postcode: '80331', written: [] },
        'contactDetails-postalCode': munich,
      }),
    ).toEqual({ 'contactDetails-postalCode': munich });
  });
});
