/**
 * Runs `work` once the browser has drawn the next frame: work that need not delay what the
 * applicant sees (a storage write, an analytics call) then costs no time between a click and
 * the page it leads to. A hidden page draws no frames: there it runs as the next task.
 */
export function afterNextPaint(work: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    setTimeout(work);
    return;
  }
  // A frame's callbacks run before it is drawn; a task queued from one runs after.
  requestAnimationFrame(() => setTimeout(work));
}
