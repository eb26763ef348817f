import { render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { setLogSinks, type LogEntry } from '../lib/logger';
import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('error boundary', () => {
  test('shows the fallback text instead of a blank page, and logs the crash', () => {
    // React itself reports an error caught by a boundary on the console; that is expected here.
    vi.mocked(console.error).mockImplementation(() => undefined);
    const entries: LogEntry[] = [];
    setLogSinks([(entry) => entries.push(entry)]);
    render(
      <ErrorBoundary fallback={<p role="alert">Something went wrong. Please, try again later.</p>}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong. Please, try again later.',
    );
    expect(entries.map((entry) => entry.message)).toEqual(['Rendering failed']);
    setLogSinks([]);
  });
});
