import { describe, expect, test } from 'vitest';
import { chromeVisibility } from './chrome-visibility';

describe('chrome visibility', () => {
  test('shows header and footer on an ordinary page', () => {
    expect(
      chromeVisibility({ embedded: false, uiOverride: false, pathname: '/personal-details' }),
    ).toBe('visible');
  });
  test('hides them inside a frame, whatever else holds', () => {
    expect(chromeVisibility({ embedded: true, uiOverride: true, pathname: '/continue/1' })).toBe(
      'hidden',
    );
  });
  test('makes them invisible while a UI override is set', () => {
    expect(chromeVisibility({ embedded: false, uiOverride: true, pathname: '/' })).toBe(
      'invisible',
    );
  });
  test('makes them invisible when the path contains "continue"', () => {
    expect(
      chromeVisibility({ embedded: false, uiOverride: false, pathname: '/continue/abc' }),
    ).toBe('invisible');
  });
});
