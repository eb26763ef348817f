import { describe, expect, test } from 'vitest';
import { Provinces } from '../choice-lists.js';
import {
  countriesWithPostcodeProvinces,
  provinceNamed,
  provinceOfPostcode,
} from './postcode-province.js';

describe('the province a postcode names', () => {
  test('names, for each country mapped, exactly the provinces its list offers', () => {
    for (const country of countriesWithPostcodeProvinces) {
      const named = new Set(
        Array.from({ length: 99 }, (_, code) =>
          provinceOfPostcode(country, `${String(code + 1).padStart(2, '0')}001`),
        ).filter((name) => name !== undefined),
      );
      expect([...named].sort()).toEqual([...(Provinces.byCountry?.[country] ?? [])].sort());
    }
  });

  test.each([
    ['01001', 'Álava'],
    ['07001', 'Illes Balears'],
    ['08001', 'Barcelona'],
    ['15001', 'A Coruña'],
    ['28013', 'Madrid'],
    ['35001', 'Las Palmas'],
    ['38001', 'Santa Cruz de Tenerife'],
    ['48001', 'Bizkaia'],
    ['51001', 'Ceuta'],
    ['52001', 'Melilla'],
    [' 41001 ', 'Sevilla'],
  ])('Spain: %s is in %s', (code, province) => {
    expect(provinceOfPostcode('ES', code)).toBe(province);
  });

  test.each(['00001', '53001', '99999', '0800', '080011', 'ABCDE', ''])(
    'Spain: %j names no province',
    (code) => {
      expect(provinceOfPostcode('ES', code)).toBeUndefined();
    },
  );

  test('elsewhere, none is known', () => {
    expect(provinceOfPostcode('RO', '400001')).toBeUndefined();
    expect(provinceOfPostcode('DE', '10115')).toBeUndefined();
  });

  test('an answer is a list name in any case, with or without accents; another name is none', () => {
    expect(provinceNamed('ES', 'malaga')).toBe('Málaga');
    expect(provinceNamed('ES', ' A CORUÑA ')).toBe('A Coruña');
    expect(provinceNamed('ES', 'Vizcaya')).toBeUndefined();
    expect(provinceNamed('RO', 'Cluj')).toBeUndefined();
  });
});
