import { ApplicationState, type FieldError, type LeadAnswer } from '@lf/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, test, vi } from 'vitest';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import { storage } from '../../lib/storage';
import { fillPersonalDetails, renderApp, TEST_LEAD_ID } from '../../test/render-app';

const saved = (applicationState: ApplicationState): ApiResult<LeadAnswer> => ({
  ok: true,
  status: 200,
  data: { id: TEST_LEAD_ID, applicationState, leadStatus: 1, expiresAt: '2026-11-24T10:00:00Z' },
});
const refused = (...fieldErrors: FieldError[]): ApiResult<never> => ({
  ok: false,
  status: 400,
  error: { code: 'invalid_body', message: 'Invalid', fieldErrors },
});

/** The lead API as these tests need it: lead saves answered in turn, look-ups by path. */
function leadApi(saves: ApiResult<unknown>[], lookups: Record<string, ApiResult<unknown>> = {}) {
  const requests: ApiRequest[] = [];
  const api = vi.fn(async (_schema: unknown, request: ApiRequest) => {
    requests.push(request);
    const lookup = Object.entries(lookups).find(([path]) => request.path.startsWith(path));
    if (lookup) return lookup[1];
    if (request.path !== '/v3/lead')
      return { ok: false, status: 404, error: { code: 'not_found' } };
    const next = saves.shift();
    if (!next) throw new Error(`No answer left for ${request.method} ${request.path}`);
    return next;
  });
  return { api: api as unknown as ApiClient, requests };
}

const visitedTo = (...routes: string[]) => ['/loan-information', ...routes];

/** default-es's contact details, every field answered, with the mobile as `phone` is typed. */
async function fillContactDetails(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  phone: string,
) {
  await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.com');
  await user.type(screen.getByLabelText('Teléfono móvil'), phone);
  await user.type(screen.getByLabelText('Código postal'), '28013');
  await user.type(screen.getByLabelText('Localidad'), 'Madrid');
  await user.type(screen.getByLabelText('Provincia'), 'Madrid');
  await user.type(screen.getByLabelText('Calle'), 'Calle Mayor');
  await user.type(screen.getByLabelText('Número'), '12');
  await user.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));
}

/** The app on the personal details page of a lead that has reached it. */
const openPersonalDetails = (api: ApiClient) =>
  renderApp({
    api,
    path: '/personal-details',
    lead: { state: ApplicationState.PERSONAL_DETAILS, visited: visitedTo('/personal-details') },
  });

describe('step form', () => {
  test('an empty Continue lists one message per field, each saying what to enter', async () => {
    const { api } = leadApi([]);
    const { user } = await openPersonalDetails(api);
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Escribe tu nombre',
      'Escribe tus apellidos',
      'Escribe tu fecha de nacimiento',
      'Escribe tu DNI o NIE',
      'Elige tu sexo',
    ]);
    expect(summary).toHaveFocus();
  });

  // Walked on credito-agil-co and lei-rapid-ro: a birth year put right after Continue kept
  // "Debe tener al menos 18 años" beside the date and in the summary until the next Continue,
  // while a name put right lost its message as it was typed.
  test('a date put right after Continue loses its message as it is typed, as a text field does', async () => {
    const { api } = leadApi([]);
    const { user } = await openPersonalDetails(api);
    await user.type(await screen.findByLabelText('Día'), '15');
    await user.type(screen.getByLabelText('Mes'), '6');
    await user.type(screen.getByLabelText('Año'), '2015');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const summary = await screen.findByRole('alert');
    const dateError = () => document.getElementById('personalDetails-dateOfBirth-error');
    expect(dateError()).not.toBeNull();
    expect(within(summary).getAllByRole('link')).toHaveLength(5);
    expect(screen.getByLabelText('Año')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Año'));
    await user.type(screen.getByLabelText('Año'), '1990');
    await waitFor(() => expect(dateError()).toBeNull());
    expect(screen.getByLabelText('Año')).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByRole('alert')).getAllByRole('link')).toHaveLength(4);
    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    expect(within(screen.getByRole('alert')).getAllByRole('link')).toHaveLength(3);
    // And a date made wrong again is told so as it is typed, as a text field is.
    await user.clear(screen.getByLabelText('Año'));
    await user.type(screen.getByLabelText('Año'), '2015');
    await waitFor(() => expect(dateError()).not.toBeNull());
  });

  // Walked on kredit-klar-de: "85" as the year was told "must be a real date", as 31 February
  // is. A year short of its four digits is told so (GOV.UK: "Year must include 4 numbers").
  test('a year typed with two digits is asked for with four', async () => {
    const { api } = leadApi([]);
    const { user } = await openPersonalDetails(api);
    await user.type(await screen.findByLabelText('Día'), '1');
    await user.type(screen.getByLabelText('Mes'), '5');
    await user.type(screen.getByLabelText('Año'), '85');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(document.getElementById('personalDetails-dateOfBirth-error')).toHaveTextContent(
        'Fecha de nacimiento: escribe el año con 4 cifras, por ejemplo 1990',
      ),
    );
    expect(screen.getByLabelText('Año')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Día')).not.toHaveAttribute('aria-invalid', 'true');
  });

  // A date copied whole ("17.05.1990") and pasted into the day box kept "17" alone: each box is
  // two or four characters wide. Pasted whole, it fills the three boxes.
  test('a whole date pasted into the day box fills the day, the month and the year', async () => {
    const { api } = leadApi([]);
    const { user } = await openPersonalDetails(api);
    await user.click(await screen.findByLabelText('Día'));
    await user.paste('17.05.1990');
    expect(screen.getByLabelText('Día')).toHaveValue('17');
    expect(screen.getByLabelText('Mes')).toHaveValue('05');
    expect(screen.getByLabelText('Año')).toHaveValue('1990');
    // Anything else is pasted as typed, into its box.
    await user.clear(screen.getByLabelText('Mes'));
    await user.paste('11');
    expect(screen.getByLabelText('Mes')).toHaveValue('11');
  });

  // Walked on credisol-es: " 15" pasted into the day box was cut to the box's two characters,
  // " 1", and the 1st of the month was saved without a word. Nothing typed is cut: the answer is
  // read without its spaces, and one too long is told so.
  test('a day and a month typed with a space before them are saved as typed, not cut short', async () => {
    const { api, requests } = leadApi([saved(ApplicationState.CONTACT_DETAILS)]);
    const { user } = await openPersonalDetails(api);
    await fillPersonalDetails(user, { day: ' 15' });
    await user.clear(screen.getByLabelText('Mes'));
    await user.type(screen.getByLabelText('Mes'), ' 12');
    expect(screen.getByLabelText('Día')).toHaveValue(' 15');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(requests.some((request) => request.path === '/v3/lead')).toBe(true));
    const save = requests.find((request) => request.path === '/v3/lead');
    expect(JSON.stringify(save?.body)).toContain('"dateOfBirth":"1990-12-15"');
  });

  // Walked on vay-nhanh-vn: a CCCD of a man with "Nữ" chosen was refused on the CCCD; choosing
  // "Nam" kept the message there until the next Continue. A message that compares answers is
  // checked again when either of them changes.
  test('a message that compares two answers goes once the other answer is put right', async () => {
    const { api } = leadApi([]);
    const { user } = await renderApp({
      api,
      brandId: 'vay-nhanh-vn',
      locale: 'vn',
      path: '/personal-details',
      lead: { state: ApplicationState.PERSONAL_DETAILS, visited: visitedTo('/personal-details') },
    });
    await user.type(await screen.findByLabelText('Tên đệm và tên'), 'Văn An');
    await user.type(screen.getByLabelText('Họ'), 'Nguyễn');
    await user.type(screen.getByLabelText('Ngày'), '15');
    await user.type(screen.getByLabelText('Tháng'), '6');
    await user.type(screen.getByLabelText('Năm'), '1990');
    // Hà Nội (001), a man born in the 1900s (0), in 1990 (90).
    await user.type(screen.getByLabelText('Số CCCD'), '001090012345');
    await user.click(screen.getByRole('radio', { name: 'Nữ' }));
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    const codeError = () => document.getElementById('personalDetails-personalCode-error');
    await waitFor(() => expect(codeError()).not.toBeNull());
    expect(screen.getByLabelText('Số CCCD')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('radio', { name: 'Nam' }));
    await waitFor(() => expect(codeError()).toBeNull());
    expect(screen.getByLabelText('Số CCCD')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('each error summary shown is kept for tracking by the fields at fault, never their values', async () => {
    const { api } = leadApi([
      refused({ fieldName: 'personalDetails.firstName', code: 'invalid_format', message: 'x' }),
    ]);
    const { user, store } = await openPersonalDetails(api);
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    await screen.findByRole('alert');
    expect(store.getState().application.fieldErrorsShown).toEqual({
      path: '/personal-details',
      fields: [
        'personalDetails.firstName',
        'personalDetails.lastName',
        'personalDetails.dateOfBirth',
        'personalDetails.personalCode',
        'personalDetails.gender',
      ],
      count: 1,
    });
    await fillPersonalDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(store.getState().application.fieldErrorsShown).toEqual({
        path: '/personal-details',
        fields: ['personalDetails.firstName'],
        count: 2,
      }),
    );
    expect(JSON.stringify(store.getState().application.fieldErrorsShown)).not.toContain('Ana');
    // The lead API's own message stays while another answer changes: only Continue asks it again.
    await user.type(screen.getByLabelText('Apellidos'), 'z');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
  });

  test('the page’s actions are busy while the save is on its way (the loading flag), and not after', async () => {
    let answer: (result: ApiResult<LeadAnswer>) => void = () => undefined;
    const pending = new Promise<ApiResult<LeadAnswer>>((resolve) => {
      answer = resolve;
    });
    const api = vi.fn(async () => pending) as unknown as ApiClient;
    const { user, store } = await openPersonalDetails(api);
    await fillPersonalDetails(user);
    const actions = () => screen.getByRole('button', { name: 'Continuar' }).parentElement;
    expect(actions()).not.toHaveAttribute('aria-busy');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(store.getState().application.isLoading).toBe(true));
    // The page shown while the save is on its way (the next one, where the page moves on).
    await waitFor(() => expect(actions()).toHaveAttribute('aria-busy', 'true'));
    await act(async () => answer(saved(ApplicationState.CONTACT_DETAILS)));
    await waitFor(() => expect(store.getState().application.isLoading).toBe(false));
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  test('the page left stays busy until the page its answer names replaces it: it never reads as ready again', async () => {
    let answer: (result: ApiResult<LeadAnswer>) => void = () => undefined;
    const pending = new Promise<ApiResult<LeadAnswer>>((resolve) => (answer = resolve));
    const { api } = leadApi([pending as unknown as ApiResult<LeadAnswer>]);
    const { user } = await openPersonalDetails(api);
    await fillPersonalDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const actions = screen.getByRole('button', { name: 'Continuar' }).parentElement;
    await waitFor(() => expect(actions).toHaveAttribute('aria-busy', 'true'));
    // Every change of the page left's busy state from here on, however short-lived.
    const changes: (string | null)[] = [];
    const watch = new MutationObserver((records) => {
      for (const record of records) {
        if (record.target === actions) changes.push(actions.getAttribute('aria-busy'));
      }
    });
    if (actions) watch.observe(actions, { attributes: true, attributeFilter: ['aria-busy'] });
    // The answer moves the applicant on in the task it came in, as the lead is kept (issue 34):
    // React draws the next page once, not the page left again first, ready for a Continue that
    // would go nowhere.
    await act(async () => answer(saved(ApplicationState.CONTACT_DETAILS)));
    await screen.findByRole('heading', { level: 1, name: 'Datos de contacto' });
    watch.disconnect();
    expect(actions?.isConnected).toBe(false);
    expect(changes).toEqual([]);
  });

  test('30 February is called not a real date, not a missing one; a missing year is named', async () => {
    const { api } = leadApi([]);
    const { user } = await openPersonalDetails(api);
    await user.type(await screen.findByLabelText('Día'), '30');
    await user.type(screen.getByLabelText('Mes'), '2');
    await user.type(screen.getByLabelText('Año'), '1990');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Fecha de nacimiento: escribe una fecha real');
    await user.clear(screen.getByLabelText('Año'));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(summary).toHaveTextContent('Fecha de nacimiento: falta el año'));
    expect(screen.getByLabelText('Año')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Día')).not.toHaveAttribute('aria-invalid');
  });

  test('the fields’ labels follow a change of language on the open page', async () => {
    await openPersonalDetails(vi.fn() as unknown as ApiClient);
    expect(await screen.findByLabelText('Nombre')).toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toBeInTheDocument();
  });

  test('every keystroke is kept in the store, and written to storage once typing pauses', async () => {
    const { api } = leadApi([]);
    const { user, store } = await openPersonalDetails(api);
    await user.type(await screen.findByLabelText('Nombre'), 'Ana');
    expect(store.getState().application.applicationData.personalDetails?.firstName).toBe('Ana');
    window.dispatchEvent(new Event('pagehide'));
    expect(storage.get('session', 'state')).toMatchObject({
      applicationData: { personalDetails: { firstName: 'Ana' } },
    });
  });

  test('the save’s answer moves to the next page in its own task, not after the old page is drawn again', async () => {
    let answer: (result: ApiResult<LeadAnswer>) => void = () => undefined;
    const pending = new Promise<ApiResult<LeadAnswer>>((resolve) => (answer = resolve));
    const { api, requests } = leadApi([pending as unknown as ApiResult<LeadAnswer>]);
    const { user } = await openPersonalDetails(api);
    await fillPersonalDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    answer(saved(ApplicationState.CONTACT_DETAILS));
    // Only what the answer sets off in its own task: no frame, no timer.
    for (let tick = 0; tick < 50; tick += 1) await Promise.resolve();
    expect(screen.getByTestId('location')).toHaveTextContent('/contact-details');
  });

  test('Continue sends the answers as the lead takes them and moves focus to the next heading', async () => {
    const { api, requests } = leadApi([saved(ApplicationState.CONTACT_DETAILS)]);
    const { user } = await openPersonalDetails(api);
    await fillPersonalDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Datos de contacto' });
    // Once the page is shown (PageHeading).
    await waitFor(() => expect(heading).toHaveFocus());
    // The step count, shown above the heading, is read with it (walker Q: focus on the heading
    // skipped it, so a screen reader never told where in the form the applicant was).
    expect(heading).toHaveAccessibleDescription('Paso 3 de 6');
    expect(screen.getByTestId('location')).toHaveTextContent('/contact-details');
    // Sent once the page moved to is drawn.
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      method: 'PUT',
      body: {
        personalDetails: {
          firstName: 'Ana',
          lastName: 'García López',
          dateOfBirth: '1990-05-17',
          personalCode: '12345678Z',
          gender: 'female',
        },
      },
    });
  });

  test('answers go to the lead in the form it takes: an id typed in full-width, lower case', async () => {
    const { api, requests } = leadApi([saved(ApplicationState.CONTACT_DETAILS)]);
    const { user } = await openPersonalDetails(api);
    await fillPersonalDetails(user, {
      name: '  Ana María ',
      day: '１７',
      personalCode: '１２３４５６７８ｚ',
    });
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { level: 1, name: 'Datos de contacto' });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toMatchObject({
      personalDetails: {
        firstName: 'Ana María',
        dateOfBirth: '1990-05-17',
        personalCode: '12345678Z',
      },
    });
  });

  test('a server field error is shown by its field in the applicant’s language, not raw', async () => {
    const { api } = leadApi([
      refused({
        fieldName: 'personalDetails.firstName',
        code: 'invalid_format',
        message: 'Too small: expected string to have >=2 characters',
      }),
    ]);
    const { user } = await openPersonalDetails(api);
    await fillPersonalDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(/\S/);
    expect(document.body).not.toHaveTextContent('Too small');
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/personal-details');
  });

  test('a server error for a field on an earlier page sends the applicant there, on the field', async () => {
    const { api } = leadApi([
      refused({ fieldName: 'personalDetails.lastName', code: 'required', message: 'Required' }),
    ]);
    const { user } = await renderApp({
      api,
      path: '/contact-details',
      lead: {
        state: ApplicationState.CONTACT_DETAILS,
        visited: visitedTo('/personal-details', '/contact-details'),
        data: { personalDetails: { firstName: 'Ana' } },
      },
    });
    // Nothing typed on this page: only a field the browser cannot check itself fails.
    await fillContactDetails(user, '612345678');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Datos personales' }),
    ).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/personal-details');
    expect(await screen.findByLabelText('Apellidos')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Escribe tus apellidos');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana');
  });

  test('a number typed with letters is kept as typed across a reload, not emptied', async () => {
    const { api } = leadApi([]);
    const atIncome = {
      api,
      path: '/income-details',
      lead: { state: ApplicationState.INCOME_DETAILS, visited: visitedTo('/income-details') },
    };
    const first = await renderApp(atIncome);
    await first.user.type(await screen.findByLabelText('Ingresos netos mensuales'), '1850x');
    first.unmount();
    // The lead keeps no such number: the page comes back from what this tab kept.
    await renderApp(atIncome);
    expect(await screen.findByLabelText('Ingresos netos mensuales')).toHaveValue('1850x');
  });

  test('a phone typed as the applicant writes it comes back so on Back, not as the lead keeps it', async () => {
    const { api, requests } = leadApi([saved(ApplicationState.INCOME_DETAILS)]);
    const { user } = await renderApp({
      api,
      path: '/contact-details',
      lead: { state: ApplicationState.CONTACT_DETAILS, visited: visitedTo('/contact-details') },
    });
    await fillContactDetails(user, '612 34 56 78');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/income-details'),
    );
    // The lead takes the number in E.164.
    const save = requests.find((request) => request.path === '/v3/lead');
    expect(save?.body).toMatchObject({ contactDetails: { phoneNumber: '+34612345678' } });
    await user.click(screen.getByRole('link', { name: 'Atrás' }));
    expect(await screen.findByLabelText('Teléfono móvil')).toHaveValue('612 34 56 78');
  });

  test('renaming the employer clears the tax code, town and province its company gave, on the lead too', async () => {
    const { api, requests } = leadApi([saved(ApplicationState.OTHER_INFORMATION)]);
    const { user } = await renderApp({
      api,
      path: '/income-details',
      lead: {
        state: ApplicationState.INCOME_DETAILS,
        visited: visitedTo('/income-details'),
        data: {
          employer: {
            name: 'Acme Ibérica SL',
            taxRegistryCode: 'B12345678',
            city: 'Madrid',
            province: 'Madrid',
          },
        },
      },
    });
    // The employer is asked of an employee (decision 0041's addendum "who has an employer").
    await user.selectOptions(
      await screen.findByLabelText('Principal fuente de ingresos'),
      'Trabajo por cuenta ajena',
    );
    await user.type(screen.getByLabelText('Empresa (opcional)'), ' Nueva');
    await user.type(screen.getByLabelText('Ingresos netos mensuales'), '1800');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { level: 1, name: 'Otra información' });
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      employer: {
        name: 'Acme Ibérica SL Nueva',
        taxRegistryCode: null,
        city: null,
        province: null,
      },
    });
  });

  // Walker W: typed with a full-width keyboard, the postcode was looked up as typed, refused (400),
  // and the town and province stayed empty, though the page read it as 28013.
  test.each(['28013', '２８０１３'])(
    'a postcode (%s) fills in the town and province the applicant left empty',
    async (typed) => {
      const { api, requests } = leadApi([], {
        '/postcode/lookup/28013': {
          ok: true,
          status: 200,
          data: { postalCode: '28013', city: 'Madrid', province: 'Madrid', country: 'ES' },
        },
      });
      const { user } = await renderApp({
        api,
        path: '/contact-details',
        lead: { state: ApplicationState.CONTACT_DETAILS, visited: visitedTo('/contact-details') },
      });
      const postcode = await screen.findByLabelText('Código postal');
      // Spain writes it in digits: a phone shows its number keys (walker Q), as for any number.
      expect(postcode).toHaveAttribute('inputmode', 'numeric');
      await user.type(postcode, typed);
      await user.tab();
      await waitFor(() => expect(screen.getByLabelText('Localidad')).toHaveValue('Madrid'));
      expect(screen.getByLabelText('Provincia')).toHaveValue('Madrid');
      expect(requests.filter((request) => request.path.startsWith('/postcode/'))).toHaveLength(1);
      expect(requests.some((request) => request.path.startsWith('/postcode/lookup/28013'))).toBe(
        true,
      );
    },
  );

  // Walked on vay-nhanh-vn: "10000" wrote the city "Hà Nội" into the ward (Phường/Xã). Since
  // 2025 a Vietnamese address has a province and a ward or commune; a postcode names no ward.
  test('in Vietnam a postcode fills the province, never the ward, which is asked as a ward', async () => {
    const { api } = leadApi([], {
      '/postcode/lookup/10000': {
        ok: true,
        status: 200,
        data: { postalCode: '10000', city: 'Hà Nội', province: 'Hà Nội', country: 'VN' },
      },
    });
    const { user } = await renderApp({
      api,
      brandId: 'vay-nhanh-vn',
      locale: 'vn',
      path: '/contact-details',
      lead: { state: ApplicationState.CONTACT_DETAILS, visited: visitedTo('/contact-details') },
    });
    await user.type(await screen.findByLabelText('Mã bưu chính'), '10000');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('Tỉnh/Thành phố')).toHaveValue('Hà Nội'));
    expect(screen.getByLabelText('Phường/Xã')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(
      within(await screen.findByRole('alert')).getByRole('link', {
        name: 'Nhập phường/xã của bạn',
      }),
    ).toBeVisible();
  });

  // Walked on lei-rapid-ro: "010 011" filled București, then the page asked "Alegeți sectorul".
  // Poșta Română's Bucharest postcodes name their sector in their second digit.
  test('in Bucharest a postcode also fills the sector it names', async () => {
    const { api, requests } = leadApi([], {
      // Sent as typed, with its space (the lead API reads a postcode so).
      '/postcode/lookup/060': {
        ok: true,
        status: 200,
        data: { postalCode: '060274', city: 'București', province: 'București', country: 'RO' },
      },
    });
    const { user } = await renderApp({
      api,
      brandId: 'lei-rapid-ro',
      locale: 'ro',
      path: '/address-information',
      lead: {
        state: ApplicationState.LOAN_INFORMATION,
        visited: ['/initial-details', '/name', '/address-information'],
      },
    });
    await user.type(await screen.findByLabelText('Cod poștal'), '060 274');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('Județ')).toHaveValue('București'));
    expect(screen.getByLabelText('Localitate')).toHaveValue('București');
    expect(await screen.findByLabelText('Sector')).toHaveValue('Sector 6');
    expect(requests.some((request) => request.path.startsWith('/postcode/lookup/060'))).toBe(true);
  });

  // Walker Z1 (lei-rapid-ro at 6x CPU): the street typed while the postcode's look-up was on its
  // way lost its focus and the rest of the word when the answer came ("Strada Lungă" ended "St"):
  // the sector's field appeared above it, and every field after the sector was drawn anew.
  test('a field appearing above the one being typed into leaves that one as it is, focus and all', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { api } = leadApi([], {
      '/postcode/lookup/060': {
        ok: true,
        status: 200,
        data: { postalCode: '060274', city: 'București', province: 'București', country: 'RO' },
      },
    });
    const send = api as unknown as (schema: unknown, request: ApiRequest) => Promise<unknown>;
    const lookupLate = async (schema: unknown, request: ApiRequest) => {
      if (request.path.startsWith('/postcode/')) await answered;
      return send(schema, request);
    };
    const { user } = await renderApp({
      api: lookupLate as unknown as ApiClient,
      brandId: 'lei-rapid-ro',
      locale: 'ro',
      path: '/address-information',
      lead: {
        state: ApplicationState.LOAN_INFORMATION,
        visited: ['/initial-details', '/name', '/address-information'],
      },
    });
    await user.type(await screen.findByLabelText('Cod poștal'), '060 274');
    const street = screen.getByLabelText('Stradă');
    await user.click(street);
    await user.type(street, 'Strada');
    answer();
    expect(await screen.findByLabelText('Sector')).toHaveValue('Sector 6');
    await user.keyboard(' Lungă');
    expect(screen.getByLabelText('Stradă')).toBe(street);
    expect(street).toHaveFocus();
    expect(street).toHaveValue('Strada Lungă');
  });

  test('the terms and privacy beside the consent open in a new tab, and say so', async () => {
    const { api } = leadApi([]);
    await renderApp({
      api,
      path: '/contact-details',
      lead: { state: ApplicationState.CONTACT_DETAILS, visited: visitedTo('/contact-details') },
    });
    for (const name of [
      'Términos y condiciones (se abre en una pestaña nueva)',
      'Política de tratamiento de datos (se abre en una pestaña nueva)',
    ]) {
      const link = await screen.findByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('a town filled in while the applicant is in its field is replaced by what they type', async () => {
    const { api } = leadApi([], {
      '/postcode/lookup/41001': {
        ok: true,
        status: 200,
        data: { postalCode: '41001', city: 'Sevilla', province: 'Sevilla', country: 'ES' },
      },
    });
    const { user } = await renderApp({
      api,
      path: '/contact-details',
      lead: { state: ApplicationState.CONTACT_DETAILS, visited: visitedTo('/contact-details') },
    });
    await user.type(await screen.findByLabelText('Código postal'), '41001');
    await user.tab();
    const town = screen.getByLabelText('Localidad');
    expect(town).toHaveFocus();
    await waitFor(() => expect(town).toHaveValue('Sevilla'));
    // The suggestion is selected: typing replaces it instead of running on after it.
    await user.keyboard('Dos Hermanas');
    expect(town).toHaveValue('Dos Hermanas');
  });

  // Walker w11: pressed with the keyboard, the suggestion's button went with the suggestion and
  // the focus fell to the page's body; a screen reader began again at the top.
  test('the e-mail suggestion taken with the keyboard leaves the focus on the corrected address', async () => {
    const { api } = leadApi([], {
      '/email/validate/': {
        ok: true,
        status: 200,
        data: { email: 'ana@gmial.com', valid: true, suggestion: 'ana@gmail.com' },
      },
    });
    const { user } = await renderApp({
      api,
      path: '/contact-details',
      lead: { state: ApplicationState.CONTACT_DETAILS, visited: visitedTo('/contact-details') },
    });
    const email = await screen.findByLabelText('Correo electrónico');
    await user.type(email, 'ana@gmial.com');
    await user.tab();
    const use = await screen.findByRole('button', { name: 'Usar esta dirección' });
    use.focus();
    await user.keyboard('{Enter}');
    expect(email).toHaveValue('ana@gmail.com');
    expect(email).toHaveFocus();
  });

  test('Back follows the pages this applicant visited, not the flow’s list', async () => {
    const { api } = leadApi([]);
    const { user } = await renderApp({
      api,
      path: '/contact-details',
      lead: { state: ApplicationState.CONTACT_DETAILS, visited: visitedTo('/contact-details') },
    });
    await user.click(await screen.findByRole('link', { name: 'Atrás' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/loan-information');
  });
});

describe('a national id that carries a birth date and sex', () => {
  /** pozyczka-plus-pl (classic, Polish) at its personal details page, the names answered. */
  const openPolishPersonalDetails = (api: ApiClient) =>
    renderApp({
      api,
      brandId: 'pozyczka-plus-pl',
      locale: 'pl',
      path: '/personal-details',
      lead: {
        state: ApplicationState.PERSONAL_DETAILS,
        visited: visitedTo('/personal-details'),
        data: { personalDetails: { firstName: 'Anna', lastName: 'Nowak' } },
      },
    });

  /** Born 17 May 1990, a woman, and the PESEL typed. */
  async function enterWoman17May1990(
    user: Awaited<ReturnType<typeof renderApp>>['user'],
    pesel: string,
  ) {
    await user.type(await screen.findByLabelText('Dzień'), '17');
    await user.type(screen.getByLabelText('Miesiąc'), '5');
    await user.type(screen.getByLabelText('Rok'), '1990');
    await user.click(screen.getByRole('radio', { name: 'Kobieta' }));
    await user.type(screen.getByLabelText('Numer PESEL'), pesel);
  }

  test('a PESEL of another birth date, or of a man, is refused on the PESEL with its message', async () => {
    const { api, requests } = leadApi([]);
    const { user } = await openPolishPersonalDetails(api);
    // 18 May 1990, a woman.
    await enterWoman17May1990(user, '90051812327');
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    // The summary lists its messages apart from their boxes: each names the PESEL, as its own
    // digits' messages do ("this number" alone named none, walking pozyczka-plus-pl).
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: /data urodzenia/i })).toHaveTextContent(
      /^Numer PESEL: data urodzenia zapisana w tym numerze różni się od podanej\. Porównaj obie z dowodem osobistym\.$/,
    );
    expect(screen.getByLabelText('Numer PESEL')).toHaveAttribute('aria-invalid', 'true');
    // 17 May 1990, a man.
    await user.clear(screen.getByLabelText('Numer PESEL'));
    await user.type(screen.getByLabelText('Numer PESEL'), '90051712313');
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('alert')).getByRole('link', { name: /płeć/i }),
      ).toHaveTextContent(
        /^Numer PESEL: płeć zapisana w tym numerze różni się od wybranej\. Porównaj dane z dowodem osobistym\.$/,
      ),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/personal-details');
    expect(requests).toHaveLength(0);
  });

  test('a PESEL that agrees with the birth date and sex entered goes to the lead', async () => {
    const { api, requests } = leadApi([saved(ApplicationState.CONTACT_DETAILS)]);
    const { user } = await openPolishPersonalDetails(api);
    // 17 May 1990, a woman.
    await enterWoman17May1990(user, '90051712320');
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/contact-details'),
    );
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toMatchObject({
      personalDetails: { dateOfBirth: '1990-05-17', gender: 'female', personalCode: '90051712320' },
    });
  });
});
