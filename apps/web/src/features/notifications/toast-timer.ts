/** react-toastify's timer: a hidden bar whose animation lasts the toast's time on screen. */
const TIMER_ANIMATION = 'Toastify__trackProgress';

/**
 * react-toastify closes a toast on any `animationend` of its timer's bar. Chromium also fires
 * `animationend` when an animation goes back before its start, with an elapsed time of 0 s; the
 * animation then starts again and ends, with its full duration, when its time is really up. CI saw
 * the "back online" toast go after 1.5 s of its 3 that way, as it finished sliding in. This stops,
 * before React hears of it, an end reported before the bar's own duration: the toast keeps its
 * time and closes at the true end. Returns the listener's removal.
 */
export function keepToastTimersToTheirEnd(doc: Document = document): () => void {
  const onEnd = (event: Event) => {
    const { animationName, elapsedTime } = event as AnimationEvent;
    const bar = event.target;
    if (animationName !== TIMER_ANIMATION || !(bar instanceof Element)) return;
    const duration = parseDuration(doc.defaultView?.getComputedStyle(bar).animationDuration);
    if (duration !== undefined && elapsedTime < duration) event.stopImmediatePropagation();
  };
  doc.addEventListener('animationend', onEnd, true);
  return () => doc.removeEventListener('animationend', onEnd, true);
}

/** A computed `animation-duration` (`3s`, `3000ms`) in seconds; the first of a list. */
function parseDuration(value: string | undefined): number | undefined {
  const match = /^([\d.]+)(m?s)/.exec(value?.trim() ?? '');
  if (!match?.[1]) return undefined;
  const amount = Number(match[1]);
  return match[2] === 'ms' ? amount / 1000 : amount;
}
