/** Whether the page runs inside a frame. A cross-origin parent makes window.top unreadable. */
export function isEmbedded(win: Window = window): boolean {
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
