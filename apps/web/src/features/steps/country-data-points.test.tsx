import { ApplicationState, type LeadAnswer } from '@lf/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import { renderApp, TEST_LEAD_ID } from '../../test/render-app';

/**
 * Issue 38 item 2: the pages show the data points the brand's country asks (a second surname, a
 * colonia, a municipio, a barangay, where the applicant lives), and a pension's payer only to a
 * pensioner; each is checked with the others.
 */

/** The lead API: every save answered with `next`. */
function leadApi(next: ApplicationState) {
  const requests: ApiRequest[] = [];
  const api = vi.fn(async (_schema: unknown, request: ApiRequest) => {
    requests.push(request);
    return {
      ok: true,
      status: 200,
      data: { id: TEST_LEAD_ID, applicationState: next, leadStatus: 1, expiresAt: '2026-11-24' },
    } satisfies ApiResult<LeadAnswer>;
  });
  return { api: api as unknown as ApiClient, requests };
}

const atState = (state: ApplicationState, path: string) => ({
  state,
  visited: ['/loan-information', path],
});

/** The error summary's messages, after a Continue with nothing entered. */
async function summaryAfterEmptyContinue(user: { click: (element: Element) => Promise<void> }) {
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  const summary = await screen.findByRole('alert');
  return within(summary)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('the data points a country asks (issue 38 item 2)', () => {
  // Walked on vay-nhanh-vn: a CCCD whose first digits are no province's was listed in the error
  // summary as "Lỗi: 3 chữ số đầu phải là mã tỉnh…", naming no field, where a wrong check digit
  // names it ("CURP: …"). Every message of a personal code's own digits names the code.
  test('vay-nhanh-vn names the CCCD in what its digits get wrong', async () => {
    const { user } = await renderApp({
      api: leadApi(ApplicationState.CONTACT_DETAILS).api,
      brandId: 'vay-nhanh-vn',
      locale: 'vn',
      path: '/personal-details',
      lead: atState(ApplicationState.PERSONAL_DETAILS, '/personal-details'),
    });
    const code = await screen.findByLabelText('Số CCCD');
    await user.type(code, '003099012345');
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: /mã tỉnh/ })).toHaveTextContent(
      /^Số CCCD: 3 chữ số đầu phải là mã tỉnh\./,
    );
  });

  test('presta-ya-mx asks a second surname, optional, after the first one', async () => {
    const { user } = await renderApp({
      api: leadApi(ApplicationState.CONTACT_DETAILS).api,
      brandId: 'presta-ya-mx',
      locale: 'mx',
      path: '/personal-details',
      lead: atState(ApplicationState.PERSONAL_DETAILS, '/personal-details'),
    });
    const second = await screen.findByLabelText(/Segundo apellido/);
    expect(second).toHaveAccessibleDescription('Tu apellido materno, si tienes uno.');
    expect(screen.getByLabelText('Primer apellido (apellido paterno)')).toBeInTheDocument();
    const messages = await summaryAfterEmptyContinue(user);
    expect(messages.join(' ')).not.toMatch(/segundo apellido/i);
    await user.type(second, 'González1');
    expect(await summaryAfterEmptyContinue(user)).toContain(
      'Segundo apellido: usa solo letras, con un espacio, un guion o un apóstrofo entre los nombres, y un punto solo tras una abreviatura como Ma. o Jr.',
    );
  });

  test('pesolend-ph asks the middle name, optional, between the first and the last, and sends it', async () => {
    const { api, requests } = leadApi(ApplicationState.CONTACT_DETAILS);
    const { user } = await renderApp({
      api,
      brandId: 'pesolend-ph',
      locale: 'ph',
      path: '/personal-details',
      lead: atState(ApplicationState.PERSONAL_DETAILS, '/personal-details'),
    });
    const middle = await screen.findByLabelText('Middle name (optional)');
    expect(middle).toHaveAccessibleDescription(
      "Your mother's maiden surname, as on your ID, if you have one.",
    );
    const names = screen
      .getAllByRole('textbox')
      .map((field) => field.getAttribute('name'))
      .filter((name) => /Name$/.test(name ?? ''));
    expect(names).toEqual([
      'personalDetails-firstName',
      'personalDetails-middleName',
      'personalDetails-lastName',
    ]);
    await user.type(screen.getByLabelText('First name'), 'Ma. Cristina');
    await user.type(middle, 'Santos');
    await user.type(screen.getByLabelText('Last name'), 'dela Cruz');
    await user.type(screen.getByLabelText('Day'), '28');
    await user.type(screen.getByLabelText('Month'), '2');
    await user.type(screen.getByLabelText('Year'), '1991');
    await user.type(screen.getByLabelText(/PhilSys/), '1234-5678-9101-1213');
    await user.click(screen.getByLabelText('Female'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() =>
      expect(JSON.stringify(requests.at(-1))).toContain('"middleName":"Santos"'),
    );
  });

  // Walked on pesolend-ph: "08/05/1992" typed as Filipinos write dates, month first, was taken as
  // 8 May. A date asks its parts in the order the page's language writes them.
  test('pesolend-ph asks a date month first, as the Philippines write it', async () => {
    const order = () =>
      screen
        .getAllByRole('textbox')
        .filter((box) => /-(day|month|year)$/.test(box.getAttribute('name') ?? ''))
        .map((box) => box.getAttribute('name')?.split('-').at(-1));
    const { user } = await renderApp({
      api: leadApi(ApplicationState.CONTACT_DETAILS).api,
      brandId: 'pesolend-ph',
      locale: 'ph',
      path: '/personal-details',
      lead: atState(ApplicationState.PERSONAL_DETAILS, '/personal-details'),
    });
    await screen.findByLabelText('Month');
    expect(order()).toEqual(['month', 'day', 'year']);
    // 30 February: the day is at fault, and the example is written month first.
    await user.type(screen.getByLabelText('Month'), '2');
    await user.type(screen.getByLabelText('Day'), '30');
    await user.type(screen.getByLabelText('Year'), '1991');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    const notReal = within(summary).getByRole('link', { name: /must be a real date/i });
    expect(notReal).toHaveAttribute('href', '#personalDetails-dateOfBirth');
    expect(notReal.textContent).toContain('for example 3 27 1990');
    // A date wrong as a whole is linked to its first box, the month.
    await user.clear(screen.getByLabelText('Day'));
    await user.type(screen.getByLabelText('Day'), '10');
    await user.clear(screen.getByLabelText('Year'));
    await user.type(screen.getByLabelText('Year'), '2090');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const future = await within(summary).findByRole('link', { name: /past/i });
    expect(future).toHaveAttribute('href', '#personalDetails-dateOfBirth-month');
  });

  // Walked on pesolend-ph by keyboard: "Enter your date of birth" in the error summary led to
  // the Day box, the second of the three, past the Month box the date starts with.
  test('pesolend-ph links a date of birth left empty to its first box, the month', async () => {
    const { user } = await renderApp({
      api: leadApi(ApplicationState.CONTACT_DETAILS).api,
      brandId: 'pesolend-ph',
      locale: 'ph',
      path: '/personal-details',
      lead: atState(ApplicationState.PERSONAL_DETAILS, '/personal-details'),
    });
    await screen.findByLabelText('Month');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    const empty = within(summary).getByRole('link', { name: 'Enter your date of birth' });
    expect(empty).toHaveAttribute('href', '#personalDetails-dateOfBirth-month');
    await user.click(empty);
    expect(screen.getByLabelText('Month')).toHaveFocus();
  });

  test('presta-ya-mx asks the municipio and the colonia of the address, each required', async () => {
    const { user } = await renderApp({
      api: leadApi(ApplicationState.INCOME_DETAILS).api,
      brandId: 'presta-ya-mx',
      locale: 'mx',
      path: '/contact-details',
      lead: atState(ApplicationState.CONTACT_DETAILS, '/contact-details'),
    });
    expect(await screen.findByLabelText('Municipio o alcaldía')).toBeInTheDocument();
    expect(screen.getByLabelText('Colonia')).toBeInTheDocument();
    const messages = await summaryAfterEmptyContinue(user);
    expect(messages).toEqual(
      expect.arrayContaining(['Escribe tu municipio o alcaldía', 'Escribe tu colonia']),
    );
  });

  test('default-es asks none of them', async () => {
    await renderApp({
      api: leadApi(ApplicationState.INCOME_DETAILS).api,
      path: '/contact-details',
      lead: atState(ApplicationState.CONTACT_DETAILS, '/contact-details'),
    });
    await screen.findByLabelText('Localidad');
    expect(screen.queryByLabelText(/Municipio|Colonia|Barrio/)).not.toBeInTheDocument();
  });

  test('pesolend-ph asks the barangay of the address', async () => {
    await renderApp({
      api: leadApi(ApplicationState.INCOME_DETAILS).api,
      brandId: 'pesolend-ph',
      locale: 'en',
      path: '/contact-details',
      lead: atState(ApplicationState.CONTACT_DETAILS, '/contact-details'),
    });
    expect(await screen.findByLabelText('Barangay')).toBeInTheDocument();
  });

  test('credito-agil-co asks where the applicant lives, in town or in the countryside', async () => {
    const { user } = await renderApp({
      api: leadApi(ApplicationState.REFERENCE_INFORMATION).api,
      brandId: 'credito-agil-co',
      locale: 'co',
      path: '/other-information',
      lead: atState(ApplicationState.OTHER_INFORMATION, '/other-information'),
    });
    const group = await screen.findByRole('group', { name: '¿Vive en zona urbana o rural?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['urban', 'rural']);
    const messages = await summaryAfterEmptyContinue(user);
    expect(messages).toContain('Elija si vive en zona urbana o rural');
  });

  test('the pension payer is asked once the income is a pension, and required then', async () => {
    const { user } = await renderApp({
      api: leadApi(ApplicationState.OTHER_INFORMATION).api,
      brandId: 'presta-ya-mx',
      locale: 'mx',
      path: '/income-details',
      lead: atState(ApplicationState.INCOME_DETAILS, '/income-details'),
    });
    const source = await screen.findByLabelText('Fuente principal de ingresos');
    expect(screen.queryByLabelText('¿Quién te paga la pensión?')).not.toBeInTheDocument();
    await user.selectOptions(source, 'pensioner');
    const payer = await screen.findByLabelText('¿Quién te paga la pensión?');
    expect(payer).toHaveAccessibleDescription(/IMSS/);
    const messages = await summaryAfterEmptyContinue(user);
    expect(messages).toContain('Escribe quién te paga la pensión');
    await user.selectOptions(source, 'employed');
    expect(screen.queryByLabelText('¿Quién te paga la pensión?')).not.toBeInTheDocument();
  });
});
