import { describe, expect, test } from 'vitest';
import { BucharestSectors } from './choice-lists.js';
import { bucharestSectorOf } from './bucharest-sector.js';

describe('the sector a Bucharest postcode names', () => {
  test.each([
    ['010011', 'Sector 1'],
    ['020 012', 'Sector 2'],
    ['030-167', 'Sector 3'],
    ['040011', 'Sector 4'],
    ['050711', 'Sector 5'],
    ['060274', 'Sector 6'],
  ])('%s is in %s, a choice of the list', (code, sector) => {
    expect(bucharestSectorOf(code)).toBe(sector);
    expect(BucharestSectors.values).toContain(sector);
  });

  test.each([
    ['077190', 'Ilfov, around Bucharest'],
    ['400001', 'Cluj-Napoca'],
    ['000011', 'no sector 0'],
    ['01001', 'five digits'],
    ['0100111', 'seven digits'],
    ['', 'nothing'],
  ])('%s names none (%s)', (code) => {
    expect(bucharestSectorOf(code)).toBeNull();
  });
});
