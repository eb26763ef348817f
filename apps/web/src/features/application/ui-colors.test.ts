import { describe, expect, test } from 'vitest';
import { storage } from '../../lib/storage';
import { readUiColors, writeUiColors } from './ui-colors';

describe('ui colours', () => {
  test('loads the colours map from session storage', () => {
    writeUiColors({ primary: '#112233', 'on-primary': '#fff' });
    expect(readUiColors()).toEqual({ primary: '#112233', 'on-primary': '#fff' });
  });

  test('reads no colours when nothing or something unsafe is stored', () => {
    expect(readUiColors()).toEqual({});
    storage.set('session', 'uiColors', { primary: 'red;background:url(x)' });
    expect(readUiColors()).toEqual({});
  });
});
