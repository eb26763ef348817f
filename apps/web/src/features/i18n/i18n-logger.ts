import type { LoggerModule } from 'i18next';
import { logger } from '../../lib/logger';

function text(args: unknown[]): string {
  return args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' ');
}

/**
 * Sends i18next's own messages ("failed loading …", "failed parsing … to json") to our logger
 * instead of the console, so they follow the same rules as every other log line.
 */
export const i18nLogger: LoggerModule = {
  type: 'logger',
  log: () => undefined,
  warn: (args) => logger.warn(text(args)),
  error: (args) => logger.error(text(args)),
};
