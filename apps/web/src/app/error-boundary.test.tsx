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

describe('error boundary and a failed download', () => {
  test('a chunk that fails to download once shows no crash text, and the page comes back', async () => {
    vi.mocked(console.error).mockImplementation(() => undefined);
    setLogSinks([]);
    const network = { up: false };
    function FlakyChunk() {
      if (!network.up) throw new TypeError('Failed to fetch dynamically imported module');
      return <h1>Datos personales</h1>;
    }
    setTimeout(() => (network.up = true), 30);
    render(
      <ErrorBoundary
        fallback={<p role="alert">Something went wrong. Please, try again later.</p>}
        retrying={<p role="status">Loading…</p>}
        retryDelaysMs={[50]}
      >
        <FlakyChunk />
      </ErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Datos personales' })).toBeVisible();
  });

  test('a download that keeps failing ends on the crash text', async () => {
    vi.mocked(console.error).mockImplementation(() => undefined);
    function BrokenChunk(): never {
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    render(
      <ErrorBoundary
        fallback={<p role="alert">Something went wrong. Please, try again later.</p>}
        retrying={<p role="status">Loading…</p>}
        retryDelaysMs={[5, 5]}
      >
        <BrokenChunk />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
