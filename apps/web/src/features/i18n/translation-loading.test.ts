import i18next from 'i18next';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { setLogSinks, type LogEntry } from '../../lib/logger';
import { i18nLogger } from './i18n-logger';
import { i18nOptions } from './i18n-options';
import { translationBackend } from './translation-backend';

type Answer = { status: number; data: string };

/** Starts i18next as the app does, with the network answering from `answers`. */
async function startWith(answers: (url: string) => Answer) {
  const urls: string[] = [];
  const entries: LogEntry[] = [];
  setLogSinks([(entry) => entries.push(entry)]);
  const answer: typeof fetch = async (input) => {
    const url = String(input);
    urls.push(url);
    const { status, data } = answers(url);
    return new Response(status === 0 ? null : data, { status });
  };
  const options = i18nOptions({ lng: 'es', supportedLngs: ['es', 'en'] });
  const instance = i18next.createInstance();
  const ready = instance
    .use(i18nLogger)
    .use(translationBackend('/application-frontend/locales/{{lng}}/{{ns}}.json', answer))
    .init(options);
  return { instance, ready, urls, entries };
}

afterEach(() => {
  vi.useRealTimers();
  setLogSinks([]);
});

describe('translation loading', () => {
  test('reads <base>/locales/{lng}/translation.json for the language and the English fallback', async () => {
    const { instance, ready, urls } = await startWith((url) => ({
      status: 200,
      data: JSON.stringify({
        common: { continue: url.includes('/es/') ? 'Continuar' : 'Continue' },
      }),
    }));
    await ready;
    expect(urls.sort()).toEqual([
      '/application-frontend/locales/en/translation.json',
      '/application-frontend/locales/es/translation.json',
    ]);
    expect(instance.t('common>continue')).toBe('Continuar');
  });

  test('retries a 5xx up to five times, waiting 350 ms and doubling', async () => {
    vi.useFakeTimers();
    const { ready, urls } = await startWith(() => ({ status: 503, data: '' }));
    const esCalls = () => urls.filter((url) => url.includes('/es/')).length;
    await vi.advanceTimersByTimeAsync(0);
    expect(esCalls()).toBe(1);
    for (const [wait, calls] of [
      [350, 2],
      [700, 3],
      [1400, 4],
      [2800, 5],
      [5600, 6],
    ] as const) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(esCalls()).toBe(calls - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(esCalls()).toBe(calls);
    }
    await vi.advanceTimersByTimeAsync(20_000);
    expect(esCalls()).toBe(6);
    await ready;
  });

  test('does not retry a 4xx and logs "failed loading"', async () => {
    const { ready, urls, entries } = await startWith(() => ({ status: 404, data: '' }));
    await ready;
    expect(urls.filter((url) => url.includes('/es/'))).toHaveLength(1);
    expect(entries.some((entry) => entry.message.includes('failed loading'))).toBe(true);
  });

  test('retries when the network gives no answer at all', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const entries: LogEntry[] = [];
    setLogSinks([(entry) => entries.push(entry)]);
    const options = i18nOptions({ lng: 'es', supportedLngs: ['es'] });
    const offline: typeof fetch = async () => {
      calls += 1;
      throw new TypeError('Failed to fetch');
    };
    const ready = i18next
      .createInstance()
      .use(i18nLogger)
      .use(translationBackend('/locales/{{lng}}/{{ns}}.json', offline))
      .init(options);
    await vi.advanceTimersByTimeAsync(0);
    const first = calls;
    await vi.advanceTimersByTimeAsync(350);
    expect(calls).toBeGreaterThan(first);
    await vi.advanceTimersByTimeAsync(20_000);
    await ready;
  });

  test('logs "failed parsing to json" for a file that is not JSON', async () => {
    const { ready, entries } = await startWith(() => ({ status: 200, data: '{not json' }));
    await ready;
    expect(entries.some((entry) => /failed parsing .* to json/.test(entry.message))).toBe(true);
  });

  test('refuses a file of JSON that is not an object of texts, and keeps the fallback', async () => {
    const { instance, ready, entries } = await startWith((url) => ({
      status: 200,
      data: url.includes('/es/')
        ? '"Continuar"'
        : JSON.stringify({ common: { continue: 'Continue' } }),
    }));
    await ready;
    expect(entries.some((entry) => /failed parsing .*\/es\/.* to json/.test(entry.message))).toBe(
      true,
    );
    expect(instance.t('common>continue')).toBe('Continue');
  });
});
