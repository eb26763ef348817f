import { describe, expect, test } from 'vitest';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import type { ApplicationRootState } from '../application';
import {
  createCompanySearch,
  isWorthLookingUp,
  lookupPostcode,
  searchCompanies,
  validateEmail,
} from './lookup-thunks';

/** A lead API that records each request and answers only when told (or when aborted). */
function fakeApi() {
  const requests: ApiRequest[] = [];
  const answers: ((data: unknown) => void)[] = [];
  const api: ApiClient = <T>(
    schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
    request: ApiRequest,
  ) => {
    requests.push(request);
    return new Promise<ApiResult<T>>((resolve) => {
      request.signal?.addEventListener('abort', () => {
        resolve({ ok: false, status: null, error: { code: 'aborted', message: 'cancelled' } });
      });
      answers.push((data) => {
        const parsed = schema.safeParse(data);
        resolve(
          parsed.success
            ? { ok: true, status: 200, data: parsed.data }
            : { ok: false, status: 200, error: { code: 'invalid_response', message: 'bad' } },
        );
      });
    });
  };
  return { api, requests, answers };
}

function run<T>(
  thunk: (dispatch: never, getState: () => ApplicationRootState, extra: { api: ApiClient }) => T,
  api: ApiClient,
): T {
  const dispatch = (() => undefined) as never;
  return thunk(dispatch, () => ({}) as ApplicationRootState, { api });
}

const acme = {
  name: 'Acme SL',
  taxRegistryCode: 'B12345678',
  city: 'Madrid',
  province: 'Madrid',
  country: 'ES',
};

describe('look-ups', () => {
  test.each([
    ['blank', '   '],
    ['one letter', 'A'],
    ['emoji only', '😀😀😀'],
    ['punctuation only', '-- ..'],
    ['a 10,000-character name', 'A'.repeat(10_000)],
  ])('are not sent for %s input', async (_, value) => {
    const { api, requests } = fakeApi();
    const results = [
      await run(searchCompanies(value, 'ES'), api),
      await run(lookupPostcode(value, 'ES'), api),
      await run(validateEmail(value), api),
    ];
    for (const result of results) {
      expect(result).toMatchObject({ ok: false, error: { code: 'not_sent' } });
    }
    expect(requests).toEqual([]);
  });

  test('take two letters or digits in any script, up to the field limit', () => {
    expect(isWorthLookingUp('Ab', 250)).toBe(true);
    expect(isWorthLookingUp('  Ñu ', 250)).toBe(true);
    expect(isWorthLookingUp('28', 12)).toBe(true);
    expect(isWorthLookingUp('新华', 250)).toBe(true);
    expect(isWorthLookingUp('A😀', 250)).toBe(false);
    expect(isWorthLookingUp('A'.repeat(251), 250)).toBe(false);
  });

  test('send the trimmed input', async () => {
    const { api, requests } = fakeApi();
    void run(searchCompanies('  Acme ', 'ES'), api);
    expect(requests[0]?.path).toContain('/company/Acme');
    expect(requests[0]?.path).not.toContain('%20');
  });

  test('a new company search aborts the one before it, and only the latest answers', async () => {
    const { api, requests, answers } = fakeApi();
    const companies = createCompanySearch();
    const first = run(companies.search('Ac', 'ES'), api);
    const second = run(companies.search('Acme', 'ES'), api);
    expect(requests[0]?.signal?.aborted).toBe(true);
    expect(requests[1]?.signal?.aborted).toBe(false);
    expect(await first).toMatchObject({ ok: false, error: { code: 'aborted' } });
    answers[1]?.({ companies: [acme] });
    expect(await second).toEqual({ ok: true, status: 200, data: { companies: [acme] } });
  });

  test('cancel aborts the search in flight', async () => {
    const { api } = fakeApi();
    const companies = createCompanySearch();
    const pending = run(companies.search('Acme', 'ES'), api);
    companies.cancel();
    expect(await pending).toMatchObject({ ok: false, error: { code: 'aborted' } });
  });
});
