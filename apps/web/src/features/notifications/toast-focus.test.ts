// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepFocusWhenToastsClose } from './toast-focus';

/** A page with a field, its main region, and a toast with a close button. */
function page() {
  document.body.innerHTML = `
    <main id="main" tabindex="-1"><input id="amount" /></main>
    <div class="Toastify"><div class="Toastify__toast"><button id="close">×</button></div></div>`;
  const field = document.getElementById('amount') as HTMLInputElement;
  const close = document.getElementById('close') as HTMLButtonElement;
  const toast = document.querySelector('.Toastify__toast') as HTMLElement;
  return { field, close, toast };
}

/**
 * The toast closed while `focused` is in it, as Chromium does it: `focusout` with nowhere to go,
 * then the element taken out; and the tasks after.
 */
function closeOn(focused: HTMLElement, toast: HTMLElement) {
  focused.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
  toast.remove();
  vi.runAllTimers();
}

describe('focus when a toast closes', () => {
  let stop: () => void = () => undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    stop = keepFocusWhenToastsClose();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('goes back to where the applicant was once the toast they were on has gone', () => {
    const { field, close, toast } = page();
    field.focus();
    close.focus();
    closeOn(close, toast);
    expect(document.activeElement).toBe(field);
  });

  it('goes to the main region when where they were has gone too', () => {
    const { field, close, toast } = page();
    field.focus();
    close.focus();
    field.remove();
    closeOn(close, toast);
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('stays where the applicant took it: a toast going after that moves nothing', () => {
    const { field, close, toast } = page();
    close.focus();
    field.focus();
    toast.remove();
    vi.runAllTimers();
    expect(document.activeElement).toBe(field);
  });

  it('stays on nothing when the applicant took focus away while the toast was still there', () => {
    const { field, close, toast } = page();
    field.focus();
    close.focus();
    close.blur();
    vi.runAllTimers();
    toast.remove();
    vi.runAllTimers();
    expect(document.activeElement).toBe(document.body);
  });

  it('knows where the applicant was when the toasts arrived after they got there', () => {
    stop();
    const { field, close, toast } = page();
    field.focus();
    stop = keepFocusWhenToastsClose();
    close.focus();
    closeOn(close, toast);
    expect(document.activeElement).toBe(field);
  });

  it('does nothing once the toasts’ container has gone', () => {
    const { field, close, toast } = page();
    field.focus();
    close.focus();
    stop();
    closeOn(close, toast);
    expect(document.activeElement).toBe(document.body);
  });
});
