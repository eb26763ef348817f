import { afterEach, describe, expect, test, vi } from 'vitest';
import { hintNextSteps, nextStepFiles, NEXT_STEPS_ELEMENT_ID } from './next-step-hints';

function listInPage(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = NEXT_STEPS_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => {
  document.head.replaceChildren();
});

describe("the next steps' files hinted once the first page is idle", () => {
  test('are read from the page, and a garbled or hostile list hints nothing', () => {
    listInPage('["/app/assets/step-form-1.js","/app/assets/toast-1.css"]');
    expect(nextStepFiles()).toEqual(['/app/assets/step-form-1.js', '/app/assets/toast-1.css']);
    document.head.replaceChildren();
    listInPage('{not json');
    expect(nextStepFiles()).toEqual([]);
    document.head.replaceChildren();
    // Only the page's own paths: another origin's script is never hinted.
    listInPage('["https://evil.example/x.js","//evil.example/y.js",3]');
    expect(nextStepFiles()).toEqual([]);
  });

  test('a module is preloaded (compiled, not run), a stylesheet only fetched, none twice', async () => {
    const linked = document.createElement('link');
    linked.rel = 'modulepreload';
    linked.href = '/app/assets/api-client-1.js';
    document.head.append(linked);

    const settled = hintNextSteps([
      '/app/assets/step-form-1.js',
      '/app/assets/toast-1.css',
      '/app/assets/api-client-1.js',
    ]);
    // One hint per task: the page stays responsive while the browser readies each. Wait for the
    // hints, not for a fixed 20 ms: a loaded machine ran the two tasks later than that.
    const hinted = () => [...document.head.querySelectorAll('link')].slice(1);
    await vi.waitFor(
      () =>
        expect(
          hinted().map((link) => [link.rel, link.getAttribute('href'), link.getAttribute('as')]),
        ).toEqual([
          ['modulepreload', '/app/assets/step-form-1.js', null],
          ['prefetch', '/app/assets/toast-1.css', 'style'],
        ]),
      { timeout: 5000 },
    );
    const links = hinted();
    // Settles once each hinted file has loaded or failed; a failure costs nothing.
    let done = false;
    void settled.then(() => (done = true));
    links[0]?.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    links[1]?.dispatchEvent(new Event('error'));
    await settled;
    expect(done).toBe(true);
    // Every hint is in by now: the module linked already was not hinted again.
    expect(hinted()).toEqual(links);
  });
});
