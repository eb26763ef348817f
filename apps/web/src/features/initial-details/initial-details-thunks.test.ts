import { PoliciesAnswerSchema, policiesPath } from '@lf/contract';
import { describe, expect, test, vi } from 'vitest';
import type { ApiClient } from '../../lib/api-client';
import type { ThunkDependencies } from '../application';
import { fetchPolicies, loadRecaptchaScript } from './initial-details-thunks';

/** A task boundary: what a zero-delay timer set now runs after. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const dependencies = (overrides: Partial<ThunkDependencies>) =>
  overrides as unknown as ThunkDependencies;

/*
 * Their fields ask for them as they are first drawn. On a first page React takes over from the
 * server's HTML, that is inside the take-over commit's task, which every extra millisecond makes
 * a longer task (decision 0034): the request and the script start in a task of their own.
 */
describe('the first page’s own loads start in a task of their own', () => {
  test('the policies are asked for after the task that wanted them', async () => {
    const api = vi.fn(async () => ({ ok: false, status: 503 }) as const);
    const asked = fetchPolicies('credisol-es', 'es')(
      vi.fn(),
      vi.fn(),
      dependencies({ api: api as unknown as ApiClient }),
    );
    expect(api).not.toHaveBeenCalled();
    await nextTask();
    expect(api).toHaveBeenCalledWith(PoliciesAnswerSchema, {
      method: 'GET',
      path: policiesPath('credisol-es', 'es', undefined),
    });
    await asked;
  });

  test('the reCAPTCHA script is added after the task that wanted it', async () => {
    const url = 'https://recaptcha.test/own-task/api.js';
    const scripts = () =>
      [...document.head.querySelectorAll<HTMLScriptElement>('script')].filter((script) =>
        script.src.startsWith(url),
      );
    void loadRecaptchaScript('es')(
      vi.fn(),
      vi.fn(),
      dependencies({ recaptchaScriptUrl: url }),
    ).catch(() => undefined);
    expect(scripts()).toHaveLength(0);
    await nextTask();
    expect(scripts()).toHaveLength(1);
  });
});
