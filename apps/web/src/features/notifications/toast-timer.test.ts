// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keepToastTimersToTheirEnd } from './toast-timer';

/** A toast's timer bar, with the duration react-toastify gives it, and what reaches the page. */
function timerBar(duration = '3000ms') {
  document.body.innerHTML = `<div id="root"><div class="Toastify__progress-bar--animated" style="animation-duration: ${duration}"></div></div>`;
  const heard: number[] = [];
  document.getElementById('root')?.addEventListener('animationend', (event) => {
    heard.push((event as AnimationEvent).elapsedTime);
  });
  const bar = document.querySelector('.Toastify__progress-bar--animated') as HTMLElement;
  return { bar, heard };
}

/** `animationend` as Chromium fires it (jsdom has no AnimationEvent). */
function end(target: Element, elapsedTime: number, animationName = 'Toastify__trackProgress') {
  const event = Object.assign(new Event('animationend', { bubbles: true }), {
    animationName,
    elapsedTime,
  });
  target.dispatchEvent(event);
}

describe("a toast's timer", () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('does not end when its animation goes back before its start (0 s of 3)', () => {
    const { bar, heard } = timerBar();
    stop = keepToastTimersToTheirEnd();
    end(bar, 0);
    expect(heard).toEqual([]);
  });

  it('ends when its animation has run its duration, given in ms or in s', () => {
    for (const duration of ['3000ms', '3s']) {
      const { bar, heard } = timerBar(duration);
      stop = keepToastTimersToTheirEnd();
      end(bar, 3);
      expect(heard).toEqual([3]);
      stop();
    }
  });

  it("leaves other animations' ends alone, and every end once removed", () => {
    const { bar, heard } = timerBar();
    stop = keepToastTimersToTheirEnd();
    end(bar, 0, 'Toastify__bounceInRight');
    stop();
    end(bar, 0);
    expect(heard).toEqual([0, 0]);
  });
});
