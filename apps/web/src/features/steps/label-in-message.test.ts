import { describe, expect, test } from 'vitest';
import { labelInMessage } from './label-in-message';

describe('a label as an error message names its field', () => {
  test('a question loses its question marks before the colon', () => {
    expect(labelInMessage('Cine vă plătește pensia?')).toBe('Cine vă plătește pensia');
    expect(labelInMessage('¿Quién te paga la pensión?')).toBe('Quién te paga la pensión');
  });

  test('any other label stays as it is', () => {
    expect(labelInMessage('Nombre')).toBe('Nombre');
    expect(labelInMessage('Número interior (opcional)')).toBe('Número interior (opcional)');
  });
});
