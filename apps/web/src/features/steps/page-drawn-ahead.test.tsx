import { ApplicationState } from '@lf/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { applicationDataUpdated, type ApplicationDataPatch } from '../application';
import type { ApiClient } from '../../lib/api-client';
import { classicAtPersonalDetails, leadAnswerIn, renderApp } from '../../test/render-app';

/** A lead API whose every save answers with `state`. */
const answering = (state: ApplicationState) =>
  (async () => leadAnswerIn(state)) as unknown as ApiClient;

/** The personal details page, answered and focused, with the contact page drawn ahead meanwhile. */
async function personalDetailsAnswered(api: ApiClient) {
  const app = await renderApp({ api, ...classicAtPersonalDetails() });
  await app.user.click(await screen.findByLabelText('Nombre'));
  // Drawn at React's lowest priority, in the document but not shown.
  const drawnEmail = await waitFor(() => {
    const email = document.querySelector<HTMLInputElement>('#contactDetails-email');
    if (!email) throw new Error('the contact page is not drawn ahead');
    return email;
  });
  return { ...app, drawnEmail };
}

/**
 * The page a Continue most likely leads to is drawn ahead, hidden, while the applicant answers
 * this one (decision 0044). The lead API still decides where they go: the page drawn ahead is shown
 * only when the answer names it, and only if it opened from the answers held then.
 */
describe('the page drawn ahead', () => {
  test('is hidden from the applicant and from assistive technology until the answer names it, then it is the page shown', async () => {
    const { user, drawnEmail } = await personalDetailsAnswered(
      answering(ApplicationState.CONTACT_DETAILS),
    );
    expect(drawnEmail).not.toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Datos de contacto' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Continuar' })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Datos personales');

    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    await screen.findByRole('heading', { level: 1, name: 'Datos de contacto' });
    const email = screen.getByLabelText(/Correo electrónico/);
    expect(email, 'the page drawn ahead, not drawn again').toBe(drawnEmail);
    expect(email).toBeVisible();
    expect(screen.queryByLabelText('Nombre'), 'the page left is gone').toBeNull();
  });

  test('is dropped, never shown, when the answer names another page (mobile verification)', async () => {
    const { user } = await personalDetailsAnswered(answering(ApplicationState.MOBILE_VERIFICATION));

    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/mobile-verification'),
    );
    await waitFor(() => expect(document.querySelector('#contactDetails-email')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Datos de contacto' })).toBeNull();
  });

  test('is drawn anew when the answers it opened from have changed', async () => {
    const { user, store } = await personalDetailsAnswered(
      answering(ApplicationState.CONTACT_DETAILS),
    );
    // Its group's answers change after it was drawn (another tab, a returning link's lead).
    act(() => {
      store.dispatch(
        applicationDataUpdated({
          contactDetails: { email: 'ana.garcia@example.com' },
        } as ApplicationDataPatch),
      );
    });

    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    await screen.findByRole('heading', { level: 1, name: 'Datos de contacto' });
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveValue('ana.garcia@example.com');
  });
});
