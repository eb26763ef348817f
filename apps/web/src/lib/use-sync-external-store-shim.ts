/**
 * React 18 and later have useSyncExternalStore. wouter imports it from the shim package, which
 * ships its fallback for older React to the first page anyway; the build points that import here.
 */
export { useSyncExternalStore } from 'react';
