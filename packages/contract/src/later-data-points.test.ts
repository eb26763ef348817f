import { describe, expect, test } from 'vitest';
import { VehicleOwnership } from './choice-lists.js';
import { OwnedVehicles } from './later-data-points.js';

describe('later data points', () => {
  // A vehicle added to the list and left out here would hide its plate from its owner.
  test('a vehicle’s plate is asked on every answer of the list that owns one', () => {
    const listed = new Set(
      [VehicleOwnership.values, ...Object.values(VehicleOwnership.byCountry ?? {})].flat(),
    );
    listed.delete('none');
    expect([...OwnedVehicles].sort()).toEqual([...listed].sort());
  });
});
