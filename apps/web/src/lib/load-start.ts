import { storage } from './storage';

/**
 * Marks when this page load started (`initAt`), the origin of the loading time that
 * device-info.ts reports with a lead create. Kept apart so the first page carries only this.
 */
export function markInitAt(now: number = Date.now()): void {
  storage.set('session', 'initAt', now);
}
