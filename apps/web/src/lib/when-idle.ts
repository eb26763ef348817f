/**
 * Resolves when the browser is next idle (requestIdleCallback), or after a zero-delay timer where
 * there is none (Safari). Work done a piece per idle period never holds up a tap or a frame.
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve());
    else setTimeout(resolve, 0);
  });
}
