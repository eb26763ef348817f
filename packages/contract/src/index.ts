export * from './application-state.js';
export * from './api-error.js';
export * from './lead-api.js';
export * from './lead-data.js';
export * from './lookups.js';
export * from './lead-paths.js';
export * from './policies.js';
export * from './lead-datapoints.js';
