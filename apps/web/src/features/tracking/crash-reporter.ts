import { setLogSinks, type LogEntry } from '../../lib/logger';

/** The logger's message for a rendering crash (app/error-boundary.tsx). */
export const CRASH_MESSAGE = 'Rendering failed';

/**
 * While a session is recorded, the logger's errors go to the recorder (spec section 8): a
 * rendering crash with its component stack, in the logger's detail, already cut to '' beyond 1024
 * characters. The production logger has no other sink (nothing goes to the console), so the
 * recorder's becomes the only one.
 */
export function forwardErrors(report: (entry: LogEntry) => void): void {
  setLogSinks([
    (entry) => {
      if (entry.level === 'error') report(entry);
    },
  ]);
}
