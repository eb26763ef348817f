import { resolveFlow } from './check-flow-config';
import type { Flow } from './flow-config';

/** The classic flow as brands configure it (config/default-settings.ts), for the engine's tests. */
export const classicFlow: Flow = resolveFlow({
  name: 'classic',
  order: 'server',
  start: 'loan-information',
  steps: [
    'loan-information',
    'personal-details',
    'contact-details',
    'income-details',
    'other-information',
    'reference-information',
  ],
});

/** The same pages in a configured order, as a v3 flow would run them. */
export const configuredFlow: Flow = resolveFlow({
  name: 'configured-test',
  order: 'configured',
  start: 'loan-information',
  steps: ['loan-information', 'contact-details', 'personal-details'],
});
