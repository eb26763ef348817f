import { ApplicationState, type LeadAnswer } from '@lf/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { applicationDataUpdated, formErrorsReceived } from '../../features/application';
import type { ApiClient, ApiResult } from '../../lib/api-client';
import {
  classicAtPersonalDetails,
  credisolAtGenderPage,
  renderApp,
  TEST_LEAD_ID,
} from '../../test/render-app';

const answered = (state: ApplicationState): ApiResult<LeadAnswer> => ({
  ok: true,
  status: 200,
  data: {
    id: TEST_LEAD_ID,
    applicationState: state,
    leadStatus: 1,
    expiresAt: '2026-11-30T10:00:00.000Z',
  },
});

/** The lead API answering every save with the lead at `state`. */
const answeringWith = (state: ApplicationState) =>
  (async () => answered(state)) as unknown as ApiClient;

/** Where pages are drawn ahead: the closed shadow root the app makes, caught as it is made. */
const shadowRoots: ShadowRoot[] = [];
const attachShadow = Element.prototype.attachShadow;
beforeAll(() => {
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    shadowRoots.push(root);
    return root;
  };
});
afterAll(() => {
  Element.prototype.attachShadow = attachShadow;
});
const drawnAhead = () => shadowRoots[0];

/** Waits until the page headed `heading` is drawn ahead, out of the document. */
async function drawnAheadWith(heading: string) {
  await waitFor(() => expect(drawnAhead()?.querySelector('h1')?.textContent).toBe(heading), {
    timeout: 5000,
  });
}

const GENDER = '¿Cuál es tu sexo?';
const DATE_OF_BIRTH = '¿Cuál es tu fecha de nacimiento?';

/** credisol-es (v3), a lead at its gender page, every page before it answered. */
const atGenderPage = () =>
  renderApp({ api: answeringWith(ApplicationState.LOAN_INFORMATION), ...credisolAtGenderPage });

describe('the likely next page is drawn ahead', () => {
  test('out of the document’s reach until Continue shows it, with its heading focused and its title', async () => {
    const { user, store } = await atGenderPage();
    await screen.findByRole('heading', { name: GENDER });
    await drawnAheadWith(DATE_OF_BIRTH);
    // Not in the document's look-ups: one form, no second set of ids, the gender page's title.
    expect(document.querySelectorAll('form')).toHaveLength(1);
    expect(document.getElementById('personalDetails-dateOfBirth-day')).toBeNull();
    expect(screen.queryByRole('heading', { name: DATE_OF_BIRTH })).toBeNull();
    expect(document.title).toMatch(/^¿Cuál es tu sexo\?/);

    await user.click(screen.getByRole('radio', { name: 'Mujer' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    const heading = await screen.findByRole('heading', { name: DATE_OF_BIRTH });
    expect(heading.closest('.lf-page-slot')).not.toBeNull();
    expect(heading).toHaveFocus();
    await waitFor(() => expect(document.title).toMatch(/^¿Cuál es tu fecha de nacimiento\?/));
    // Its fields are the form's: typed answers are kept, and checked.
    await user.type(screen.getByLabelText('Día'), '17');
    await user.type(screen.getByLabelText('Mes'), '5');
    await user.type(screen.getByLabelText('Año'), '1990');
    expect(store.getState().application.applicationData.personalDetails?.dateOfBirth).toBe(
      '1990-05-17',
    );
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: /DNI|NIE/ })).toHaveFocus();
  });

  test('an answer given after it was drawn shows on it', async () => {
    const { user, store } = await atGenderPage();
    await drawnAheadWith(DATE_OF_BIRTH);
    // Given meanwhile (another tab, a returning link): the page drawn ahead had an empty date.
    act(() => {
      store.dispatch(applicationDataUpdated({ personalDetails: { dateOfBirth: '1985-02-03' } }));
    });

    await user.click(screen.getByRole('radio', { name: 'Mujer' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    await screen.findByRole('heading', { name: DATE_OF_BIRTH });
    expect(screen.getByLabelText('Día')).toHaveValue('03');
    expect(screen.getByLabelText('Mes')).toHaveValue('02');
    expect(screen.getByLabelText('Año')).toHaveValue('1985');
    // Still the form's fields: a change is kept.
    await user.clear(screen.getByLabelText('Año'));
    await user.type(screen.getByLabelText('Año'), '1986');
    expect(store.getState().application.applicationData.personalDetails?.dateOfBirth).toBe(
      '1986-02-03',
    );
  });

  test('errors the server gave for it meanwhile are summed up, and the summary takes focus', async () => {
    const { user, store } = await atGenderPage();
    await drawnAheadWith(DATE_OF_BIRTH);
    // Refused while the applicant is on the page before (a save of it made earlier, answered now).
    act(() => {
      store.dispatch(
        formErrorsReceived({
          errors: {
            '/date-of-birth': [
              { fieldName: 'personalDetails.dateOfBirth', code: 'required', message: 'x' },
            ],
          },
          erroredFormPath: '/date-of-birth',
        }),
      );
    });

    await user.click(screen.getByRole('radio', { name: 'Mujer' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    await screen.findByRole('heading', { name: DATE_OF_BIRTH });
    expect(screen.getByRole('alert')).toHaveTextContent('fecha de nacimiento');
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  test('a page shown and left is drawn anew: its errors are not there when it comes back', async () => {
    const { user } = await atGenderPage();
    await drawnAheadWith(DATE_OF_BIRTH);
    await user.click(screen.getByRole('radio', { name: 'Mujer' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { name: DATE_OF_BIRTH });
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('fecha de nacimiento');

    await user.click(screen.getByRole('link', { name: 'Atrás' }));
    await screen.findByRole('heading', { name: GENDER });
    await drawnAheadWith(DATE_OF_BIRTH);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByRole('heading', { name: DATE_OF_BIRTH })).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('the classic flow ends where the server says, away from the page drawn ahead', async () => {
    const { user } = await renderApp({
      api: answeringWith(ApplicationState.REJECTED),
      ...classicAtPersonalDetails(),
    });
    await drawnAheadWith('Datos de contacto');

    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/rejected'));
    expect(screen.queryByRole('heading', { name: 'Datos de contacto' })).toBeNull();
  });
});
