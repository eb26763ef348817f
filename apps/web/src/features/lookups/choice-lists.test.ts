import type { ChoicesAnswer } from '@lf/contract';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import type { ApplicationRootState } from '../application';
import { choiceListNow, forgetChoiceListCalls, loadChoiceList } from './choice-lists';

type Answer = { ok: true; data: unknown } | { ok: false; status: number | null };

/** A lead API that records each request and gives the answer it is told to. */
function fakeApi(answer: () => Answer) {
  const requests: ApiRequest[] = [];
  const api: ApiClient = <T>(
    schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
    request: ApiRequest,
  ): Promise<ApiResult<T>> => {
    requests.push(request);
    const given = answer();
    if (!given.ok) {
      return Promise.resolve({
        ok: false,
        status: given.status,
        error: { code: 'network_error', message: 'down' },
      });
    }
    const parsed = schema.safeParse(given.data);
    return Promise.resolve(
      parsed.success
        ? { ok: true, status: 200, data: parsed.data }
        : { ok: false, status: 200, error: { code: 'invalid_response', message: 'off contract' } },
    );
  };
  return { api, requests };
}

const load = (api: ApiClient, ...args: Parameters<typeof loadChoiceList>) =>
  loadChoiceList(...args)((() => undefined) as never, () => ({}) as ApplicationRootState, {
    api,
  });

const spanish = { locale: 'es', country: 'ES' } as const;
const positions: ChoicesAnswer = {
  list: 'position',
  ...spanish,
  choices: [
    { value: 'permanent', label: 'Contrato indefinido' },
    { value: 'training', label: 'Contrato formativo' },
  ],
};

beforeEach(() => {
  window.sessionStorage.clear();
  forgetChoiceListCalls();
});
afterEach(() => {
  window.sessionStorage.clear();
});

describe('choice lists', () => {
  test('asks the lead API for the list in the page’s locale and the brand’s country', async () => {
    const { api, requests } = fakeApi(() => ({ ok: true, data: positions }));
    await expect(load(api, 'position', spanish)).resolves.toEqual(positions.choices);
    expect(requests).toEqual([{ method: 'GET', path: '/choices/position?locale=es&country=ES' }]);
  });

  test('keeps an answered list for the session: asked once, and read at once afterwards', async () => {
    const { api, requests } = fakeApi(() => ({ ok: true, data: positions }));
    await Promise.all([load(api, 'position', spanish), load(api, 'position', spanish)]);
    await load(api, 'position', spanish);
    expect(requests).toHaveLength(1);
    forgetChoiceListCalls();
    expect(choiceListNow('position', spanish)).toEqual(positions.choices);
    // Another locale is another list.
    expect(choiceListNow('position', { locale: 'en', country: 'ES' })).toBeUndefined();
  });

  test.each<[string, Answer]>([
    ['the network fails', { ok: false, status: null }],
    ['the server fails', { ok: false, status: 503 }],
    ['the answer is off the contract', { ok: true, data: { choices: 'none' } }],
    ['the list is empty', { ok: true, data: { ...positions, choices: [] } }],
    ['the answer is another list', { ok: true, data: { ...positions, list: 'country' } }],
    ['the answer is in another locale', { ok: true, data: { ...positions, locale: 'en' } }],
  ])('when %s, there is no list (the shipped one stays) and nothing is kept', async (_, answer) => {
    const { api, requests } = fakeApi(() => answer);
    await expect(load(api, 'position', spanish)).resolves.toBeNull();
    expect(choiceListNow('position', spanish)).toBeUndefined();
    // A failure is not kept: the next page asks again.
    await load(api, 'position', spanish);
    expect(requests).toHaveLength(2);
  });

  test('a kept list that is not a list any more is asked again', async () => {
    window.sessionStorage.setItem('choiceLists', JSON.stringify({ 'position es ES': [] }));
    expect(choiceListNow('position', spanish)).toBeUndefined();
    const { api } = fakeApi(() => ({ ok: true, data: positions }));
    await expect(load(api, 'position', spanish)).resolves.toEqual(positions.choices);
  });
});
