import { describe, expect, it } from 'vitest';
import { comparableName, withoutAccents } from './without-accents';

describe('withoutAccents', () => {
  it.each([
    ['García Núñez', 'Garcia Nunez'],
    ['Ștefan Țurcanu', 'Stefan Turcanu'],
    ['Müller', 'Muller'],
    ['Nguyễn Văn Đức', 'Nguyen Van Đuc'],
    ['Łódź', 'Łodz'],
  ])('%s reads %s', (text, plain) => {
    expect(withoutAccents(text)).toBe(plain);
  });
});

describe('comparableName', () => {
  it('compares a typed name with a list name in any case, with or without accents', () => {
    expect(comparableName('  bistrița-năsăud ')).toBe(comparableName('Bistrița-Năsăud'));
    expect(comparableName('Málaga')).toBe('malaga');
    expect(comparableName('Cluj')).not.toBe(comparableName('Cluj-Napoca'));
  });
});
