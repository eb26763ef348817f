import { describe, expect, test } from 'vitest';
import { brandImage } from './brand-images';

describe('brandImage (in the browser)', () => {
  test('an image of the page’s own host is named from the root, as the prerendered page names it', () => {
    expect(
      brandImage(
        { id: 'credisol-es' },
        'https://apply.example/application-frontend/assets/logo-1a2b.svg',
        'https://apply.example',
      ),
    ).toBe('/application-frontend/assets/logo-1a2b.svg');
  });

  test('an image on another host keeps its address', () => {
    expect(
      brandImage(
        { id: 'default-es' },
        'https://cdn.example/brand/wordmark.svg',
        'https://apply.example',
      ),
    ).toBe('https://cdn.example/brand/wordmark.svg');
  });
});
