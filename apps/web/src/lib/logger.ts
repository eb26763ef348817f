/**
 * The one logger. Details are serialised and capped (spec section 5: a detail longer than
 * 1024 characters becomes an empty string). Callers pass codes and ids, never personal data.
 */
export const MAX_LOGGED_DETAIL_LENGTH = 1024;

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export interface LogEntry {
  level: LogLevel;
  message: string;
  detail: string;
}
export type LogSink = (entry: LogEntry) => void;

export function serialiseDetail(detail: unknown): string {
  if (detail === undefined) return '';
  let text: string;
  try {
    text =
      detail instanceof Error
        ? JSON.stringify({ name: detail.name, message: detail.message })
        : typeof detail === 'string'
          ? detail
          : JSON.stringify(detail);
  } catch {
    text = String(detail);
  }
  return text.length > MAX_LOGGED_DETAIL_LENGTH ? '' : text;
}

const consoleSink: LogSink = ({ level, message, detail }) => {
  const write = level === 'debug' ? console.debug : console[level];
  if (detail) write(message, detail);
  else write(message);
};

let sinks: LogSink[] = import.meta.env.DEV && import.meta.env.MODE !== 'test' ? [consoleSink] : [];

/** Replaces where log entries go (tests, and the error-reporting service in production). */
export function setLogSinks(next: LogSink[]): void {
  sinks = next;
}

function log(level: LogLevel, message: string, detail?: unknown): void {
  const entry: LogEntry = { level, message, detail: serialiseDetail(detail) };
  for (const sink of sinks) sink(entry);
}

export const logger = {
  debug: (message: string, detail?: unknown) => log('debug', message, detail),
  info: (message: string, detail?: unknown) => log('info', message, detail),
  warn: (message: string, detail?: unknown) => log('warn', message, detail),
  error: (message: string, detail?: unknown) => log('error', message, detail),
};
