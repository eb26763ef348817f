/**
 * Runs `work` once the browser has drawn the next frame: work that need not delay what the
 * applicant sees (a storage write, an analytics call, a focus) then costs no time between a click
 * and the page it leads to. A hidden page draws no frames: there it runs as the next task.
 * Returns a way to call it off before it has run.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    timer = setTimeout(work);
    return () => clearTimeout(timer);
  }
  // A frame's callbacks run before it is drawn; a task queued from one runs after.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
