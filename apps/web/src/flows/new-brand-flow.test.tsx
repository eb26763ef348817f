import { ApplicationState, type LeadAnswer } from '@lf/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { brandDefinition as credisol } from '../brands/credisol-es/brand-config';
import { resolveBrandConfig } from '../config/resolve-brand-config';
import { countryConfig as spain } from '../countries/es/country-config';
import type { ApiClient, ApiRequest, ApiResult } from '../lib/api-client';
import { renderApp, TEST_LEAD_ID } from '../test/render-app';
import testLenderFlow from '../test/fixtures/test-lender-flow.json';
import { checkBrandFlow } from '../../server/check-brand-flow';

const answer = (applicationState: ApplicationState): ApiResult<LeadAnswer> => ({
  ok: true,
  status: 200,
  data: { id: TEST_LEAD_ID, applicationState, leadStatus: 1, expiresAt: '2026-11-24T10:00:00Z' },
});

/** A brand this build does not have: its flow is one data file, nothing else is new. */
const testLender = resolveBrandConfig(
  {
    id: 'test-lender-es',
    countries: ['ES'],
    settings: { ...credisol.settings, displayName: 'Test Lender', flow: testLenderFlow },
  },
  spain,
);

describe('a new brand flow is one data file', () => {
  test('the server’s start-up check accepts it', () => {
    expect(() => checkBrandFlow(testLender)).not.toThrow();
  });

  test('the brand runs it: pages in the file’s order, each save marked, the last one submitting', async () => {
    const bodies: Record<string, unknown>[] = [];
    const saves = [
      answer(ApplicationState.LOAN_INFORMATION),
      answer(ApplicationState.LOAN_INFORMATION),
      answer(ApplicationState.LOAN_INFORMATION),
      answer(ApplicationState.CHECKING),
    ];
    const api = vi.fn(async (_schema: unknown, request: ApiRequest) => {
      if (request.path !== '/v3/lead')
        return { ok: false, status: 404, error: { code: 'not_found' } };
      bodies.push(request.body as Record<string, unknown>);
      return saves.shift() ?? answer(ApplicationState.CHECKING);
    }) as unknown as ApiClient;
    const { user } = await renderApp({ api, brand: testLender });
    const location = () => screen.getByTestId('location').textContent;

    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(location()).toBe('/gender'));
    const [firstChoice] = await screen.findAllByRole('radio');
    if (!firstChoice) throw new Error('The gender page has no choice');
    await user.click(firstChoice);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(location()).toBe('/education'));
    const education = await waitFor(() => {
      const select = document.querySelector<HTMLSelectElement>('#otherDetails-education');
      if (!select) throw new Error('No education select yet');
      return select;
    });
    await user.selectOptions(education, education.options[1]?.value ?? '');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(location()).toBe('/monthly-income'));
    const income = await waitFor(() => {
      const input = document.querySelector<HTMLInputElement>('#incomeDetails-monthlyIncome');
      if (!input) throw new Error('No income field yet');
      return input;
    });
    await user.type(income, '1500');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(location()).toBe('/checking'));

    const stepOrder = ['loan-details', 'gender', 'education', 'monthly-income'];
    for (const body of bodies) expect(body.dynamicForm).toMatchObject({ stepOrder });
    expect(bodies.at(-1)?.dynamicForm).toMatchObject({
      flow: 'test-lender',
      dataPoints: expect.arrayContaining([
        'amount',
        'period',
        'personalDetails.gender',
        'otherDetails.education',
        'incomeDetails.monthlyIncome',
      ]),
    });
    expect(bodies.at(-1)).toMatchObject({ incomeDetails: { monthlyIncome: 1500 } });
  });
});
