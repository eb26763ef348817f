import { DefaultSettings } from '../../config/default-settings';
import { resolveFlow } from './check-flow-config';
import type { Flow } from './flow-config';

/** The classic flow as every brand runs it by default, for the engine's tests. */
export const classicFlow: Flow = resolveFlow(DefaultSettings.flow);

/** The same pages in a configured order, as a v3 flow would run them. */
export const configuredFlow: Flow = resolveFlow({
  name: 'configured-test',
  order: 'configured',
  start: 'loan-information',
  steps: ['loan-information', 'contact-details', 'personal-details'],
});
