import { describe, expect, test, vi } from 'vitest';
import { removePersonalDataFromAddressBar, withoutPersonalData } from './personal-data-in-url';

describe('personal data in the url', () => {
  test('removes names, e-mail and phone and keeps every other parameter and the hash', () => {
    expect(
      withoutPersonalData(
        'https://x.example/application-frontend/?refName=p&firstName=Ana&lastName=G&email=a%40b.co&phoneNumber=1&amount=300#top',
      ),
    ).toBe('/application-frontend/?refName=p&amount=300#top');
  });

  test('removes them even when their values were invalid', () => {
    expect(withoutPersonalData('https://x.example/a?firstName=%3Cscript%3E')).toBe('/a');
  });

  test('leaves an address without personal data alone', () => {
    expect(withoutPersonalData('https://x.example/a?amount=300')).toBeNull();
  });

  test('replaces the history entry, keeping its state, instead of pushing one', () => {
    const replaceState = vi.fn();
    const pushState = vi.fn();
    const win = {
      location: { href: 'https://x.example/a/?email=a%40b.co&amount=1' },
      history: { state: { idx: 0 }, replaceState, pushState },
    } as unknown as Window;
    removePersonalDataFromAddressBar(win);
    expect(replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/a/?amount=1');
    expect(pushState).not.toHaveBeenCalled();
  });
});
