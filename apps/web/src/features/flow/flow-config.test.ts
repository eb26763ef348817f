import { describe, expect, test } from 'vitest';
import { resolveFlow } from './check-flow-config';
import { buildFlow, FlowConfigError } from './flow-config';
import { withFields } from './step-fields';

describe('flow configuration', () => {
  test('a flow is data: its steps come from the catalogue, in the configured order', () => {
    const flow = resolveFlow({
      name: 'short',
      start: 'loan-information',
      steps: ['loan-information', 'reference-information'],
    });
    expect(flow.order).toBe('server');
    expect(flow.steps.map((step) => step.route)).toEqual([
      '/loan-information',
      '/reference-information',
    ]);
  });

  test('a brand may keep some of a step’s fields and change their rule or requirement', () => {
    const flow = resolveFlow({
      name: 'names-only',
      start: 'loan-information',
      steps: [
        'loan-information',
        {
          step: 'personal-details',
          fields: [{ path: 'personalDetails.lastName', required: false, rule: 'name' }],
        },
      ],
    });
    const names = flow.steps[1];
    expect(names && withFields(names).fields).toEqual([
      expect.objectContaining({ path: 'personalDetails.lastName', required: false, rule: 'name' }),
    ]);
  });

  test('an unknown step, path or rule is refused, with every problem listed', () => {
    const attempt = () =>
      resolveFlow({
        name: 'broken',
        start: 'welcome',
        steps: [
          'loan-information',
          'personal-detials',
          {
            step: 'contact-details',
            fields: [
              { path: 'contactDetails.emial' },
              { path: 'contactDetails.email', rule: 'emial' },
              { path: 'personalDetails.firstName' },
            ],
          },
        ],
      });
    expect(attempt).toThrow(FlowConfigError);
    expect(attempt).toThrow(/steps\[1\]: unknown step "personal-detials"/);
    expect(attempt).toThrow(/unknown lead path "contactDetails.emial"/);
    expect(attempt).toThrow(/unknown rule "emial"/);
    expect(attempt).toThrow(/step "contact-details" has no field "personalDetails.firstName"/);
    expect(attempt).toThrow(/start: "welcome" is not one of the flow's steps/);
  });

  test('a page asked only on an answer cannot come before the page that asks for that answer', () => {
    // A pensioner would be asked their job's sector before saying their income is a pension.
    const attempt = () =>
      resolveFlow({
        name: 'job-first',
        order: 'configured',
        start: 'initial-details',
        steps: ['initial-details', 'job-area', 'income-source', 'employer-name'],
      });
    expect(attempt).toThrow(FlowConfigError);
    expect(attempt).toThrow(
      /steps\[1\]: step "job-area" asks incomeDetails.jobArea only on incomeDetails.incomeSource, which step "income-source" asks after it/,
    );
    // After it, or on a flow that never asks the income source, the page is fine.
    expect(() =>
      resolveFlow({
        name: 'source-first',
        order: 'configured',
        start: 'initial-details',
        steps: ['initial-details', 'income-source', 'job-area'],
      }),
    ).not.toThrow();
    expect(() =>
      resolveFlow({
        name: 'no-source',
        order: 'configured',
        start: 'initial-details',
        steps: ['initial-details', 'job-area'],
      }),
    ).not.toThrow();
  });

  test('a malformed configuration is refused before it is read', () => {
    expect(() => resolveFlow({ name: 'x', steps: [] })).toThrow(FlowConfigError);
  });

  test('in the browser, a flow that names a step the catalogue lacks still does not run', () => {
    expect(() =>
      buildFlow({ name: 'x', start: 'loan-information', steps: ['loan-information', 'nope'] }),
    ).toThrow(/unknown step "nope"/);
  });
});
