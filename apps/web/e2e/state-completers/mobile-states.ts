import type { StateCompleters } from './state-completer';

/** Filled in by the helper that builds these pages. */
export const mobileStateCompleters: StateCompleters = {};
