/**
 * What `use-sync-external-store/shim` resolves to in the build (vite.config.ts). wouter imports that
 * package, React 17's polyfill of the hook, which hands back React's own on React 18 and later:
 * on React 19 it is React's hook, without the polyfill's code on the first page.
 */
export { useSyncExternalStore } from 'react';
