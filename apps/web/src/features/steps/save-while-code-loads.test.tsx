import { ApplicationState } from '@lf/contract';
import { screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import type { ApiClient, ApiRequest } from '../../lib/api-client';
import { credisolAtGenderPage, leadAnswerIn, renderApp } from '../../test/render-app';
import { loadFieldCatalogue } from '../flow/lazy';

/** The lead's save code, held until the test lets it load (a slow network on a first Continue). */
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open: () => open(), opened };
});
vi.mock('../lead/lazy', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

test('a save made while its code loads sends the answers of its Continue, not what the page moved to has kept since', async () => {
  const saves: ApiRequest[] = [];
  const api = (async (_schema: unknown, request: ApiRequest) => {
    saves.push(request);
    return leadAnswerIn(ApplicationState.LOAN_INFORMATION);
  }) as unknown as ApiClient;
  // Loaded, as the first page's idle time loads it: the page moved to is the one drawn ahead.
  await loadFieldCatalogue();
  const { user, store } = await renderApp({ api, ...credisolAtGenderPage });
  await user.click(await screen.findByRole('radio', { name: 'Mujer' }));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));

  // The v3 page moves on while its save waits for its code; the next page's answers are kept.
  const heading = await screen.findByRole('heading', { name: '¿Cuál es tu fecha de nacimiento?' });
  await waitFor(() => expect(heading).toHaveFocus());
  await user.type(screen.getByLabelText('Día'), '17');
  await user.type(screen.getByLabelText('Mes'), '5');
  await user.type(screen.getByLabelText('Año'), '1990');
  await waitFor(() =>
    expect(store.getState().application.applicationData.personalDetails?.dateOfBirth).toBe(
      '1990-05-17',
    ),
  );
  expect(saves).toHaveLength(0);
  gate.open();
  await waitFor(() => expect(saves).toHaveLength(1));
  expect(saves[0]?.body).toMatchObject({ personalDetails: { gender: 'female' } });
  expect(saves[0]?.body?.personalDetails).not.toHaveProperty('dateOfBirth');
});
