/**
 * Whether the page runs inside a frame. A cross-origin parent makes window.top unreadable. The
 * build's prerendering has no window: the page it renders is the one outside a frame.
 */
export function isEmbedded(win: Window | undefined = globalThis.window): boolean {
  if (!win) return false;
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

/** The origin of the page that frames this one, if the browser tells it. */
export function parentOrigin(win: Window = window): string | null {
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors.item(0);
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : null;
  } catch {
    return null;
  }
}
