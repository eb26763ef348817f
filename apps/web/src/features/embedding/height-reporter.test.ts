import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  allowedTargetOrigin,
  createHeightReporter,
  type FormHeightMessage,
} from './height-reporter';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('form height reporter', () => {
  test('sends one message 100 ms after the last change', () => {
    const sent: FormHeightMessage[] = [];
    const reporter = createHeightReporter((message) => sent.push(message));
    reporter.observe(500);
    vi.advanceTimersByTime(50);
    reporter.observe(620);
    vi.advanceTimersByTime(99);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([{ type: 'FORM_HEIGHT', height: 620 }]);
  });

  test('ignores changes of 10 px or less, and sends larger ones', () => {
    const sent: FormHeightMessage[] = [];
    const reporter = createHeightReporter((message) => sent.push(message));
    reporter.observe(600);
    vi.advanceTimersByTime(100);
    reporter.observe(610);
    vi.advanceTimersByTime(100);
    reporter.observe(589);
    vi.advanceTimersByTime(100);
    expect(sent.map((message) => message.height)).toEqual([600, 589]);
  });

  test('sends nothing after it is disposed', () => {
    const send = vi.fn();
    const reporter = createHeightReporter(send);
    reporter.observe(700);
    reporter.dispose();
    vi.advanceTimersByTime(500);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('allowed target origin', () => {
  test('posts only to a parent the brand allows, never to "*"', () => {
    const allowed = ['https://partner.example'];
    expect(allowedTargetOrigin('https://partner.example', allowed)).toBe('https://partner.example');
    expect(allowedTargetOrigin('https://evil.example', allowed)).toBeNull();
    expect(allowedTargetOrigin(null, allowed)).toBeNull();
  });

  test("posts to a page of the form's own origin, which any deployment lets frame it ('self')", () => {
    // A walker framed the form from its own origin, the one frame-ancestors allows where no
    // partner is configured: the frame stayed 400 px high over a 1,656 px page, told nothing.
    const own = 'https://apply.lender.example';
    expect(allowedTargetOrigin(own, [], own)).toBe(own);
    expect(allowedTargetOrigin('https://evil.example', [], own)).toBeNull();
  });
});
