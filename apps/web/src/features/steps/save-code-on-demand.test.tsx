import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import { credisolAtGenderPage, renderApp } from '../../test/render-app';

/** The save's code (features/lead/lazy.ts), held until the test lets it arrive. */
const saveCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('../lead/lazy', async (importOriginal) => {
  await saveCode.arrived;
  return importOriginal();
});

describe("the step form loads the save's code when first needed, not with the first page", () => {
  test('a Continue before the code has arrived moves on, keeps the answers, and the save goes out once it arrives', async () => {
    const requests: ApiRequest[] = [];
    const api = ((_schema: unknown, request: ApiRequest) => {
      requests.push(request);
      return new Promise<ApiResult<unknown>>(() => undefined);
    }) as unknown as ApiClient;
    const { store, user } = await renderApp({ api, ...credisolAtGenderPage });
    await user.click(await screen.findByRole('radio', { name: 'Mujer' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(
      await screen.findByRole('heading', { name: '¿Cuál es tu fecha de nacimiento?' }),
    ).toBeVisible();
    expect(store.getState().application.applicationData.personalDetails?.gender).toBe('female');
    // Long past the next paint, when a save made as its page moved on is sent: it waits for its code.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests).toEqual([]);

    saveCode.arrive();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toMatchObject({ personalDetails: { gender: 'female' } });
  });
});
