import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, test } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

function Greeting({ name }: { name: string }) {
  return <p>Hola, {name}</p>;
}

describe('preloadableLazy', () => {
  test('once preloaded, the component draws in the same render, with no fallback', async () => {
    const Lazy = preloadableLazy(async () => ({ default: Greeting }));
    expect(Lazy.loaded()).toBe(false);
    expect(await Lazy.preload()).toBe(Greeting);
    expect(Lazy.loaded()).toBe(true);
    act(() => {
      render(
        <Suspense fallback={<p>Cargando…</p>}>
          <Lazy name="Lucía" />
        </Suspense>,
      );
    });
    expect(screen.getByText('Hola, Lucía')).toBeVisible();
    expect(screen.queryByText('Cargando…')).toBeNull();
  });

  test('not preloaded, it suspends as lazy does, and draws once loaded', async () => {
    const Lazy = preloadableLazy(async () => ({ default: Greeting }));
    act(() => {
      render(
        <Suspense fallback={<p>Cargando…</p>}>
          <Lazy name="Ioana" />
        </Suspense>,
      );
    });
    expect(screen.getByText('Cargando…')).toBeVisible();
    expect(await screen.findByText('Hola, Ioana')).toBeVisible();
    expect(screen.queryByText('Cargando…')).toBeNull();
  });

  test('a failed preload is tried again by the next one', async () => {
    let attempts = 0;
    const Lazy = preloadableLazy(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return { default: Greeting };
    });
    await expect(Lazy.preload()).rejects.toThrow('Failed to fetch');
    expect(await Lazy.preload()).toBe(Greeting);
    expect(await Lazy.preload()).toBe(Greeting);
    expect(attempts).toBe(2);
  });
});
