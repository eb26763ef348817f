import { isEmbedded } from '../../lib/frame';

/** The toasts' top in a partner's frame: the top of the part of the frame its screen shows. */
const SHOWN_TOP = '--lf-toast-shown-top';

/**
 * The observer tells at steps of 0.5 % of the frame (8 px of a 1,600 px frame): below the top it
 * last told, by a gap, a toast stays whole on the screen between two steps.
 */
const STEPS = 200;
const GAP_PX = 16;

/**
 * In a partner's frame as tall as the form (FORM_HEIGHT), the top of "the screen" the toasts are
 * fixed to is the frame's top, which the partner's page may have scrolled off its own screen:
 * walked on default-es in a partner's page, after a Continue pressed offline, "Vuelves a tener
 * conexión." showed 273 px above it. The frame's page learns which part of it the partner's
 * screen shows (an IntersectionObserver without a root: the top-level screen clips it), and the
 * toasts take the top of that part (toast-theme.css).
 */
export function keepToastsInFramesView(win: Window = window): () => void {
  if (!isEmbedded(win) || typeof IntersectionObserver === 'undefined') return () => undefined;
  const page = win.document.documentElement;
  const observer = new IntersectionObserver(
    (entries) => {
      const shown = entries.at(-1)?.intersectionRect;
      if (!shown) return;
      const top = shown.top > 0 ? Math.round(shown.top) + GAP_PX : 0;
      page.style.setProperty(SHOWN_TOP, `${top}px`);
    },
    { threshold: Array.from({ length: STEPS + 1 }, (_, step) => step / STEPS) },
  );
  observer.observe(page);
  return () => {
    observer.disconnect();
    page.style.removeProperty(SHOWN_TOP);
  };
}
