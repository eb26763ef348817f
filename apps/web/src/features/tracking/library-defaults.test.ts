import { describe, expect, test } from 'vitest';

/**
 * Spec section 9's request timeout (60 s), recorder buffer limit (1000 events) and stack-trace
 * wait (2 s) are no options of the installed libraries: posthog-js 1.449's PostHogConfig
 * (@posthog/types, posthog-config.d.ts) and LogRocket 12.4's IOptions (logrocket/dist/types.d.ts)
 * have none. They are the libraries' own constants, in their shipped code, checked here so that an
 * upgrade that changes one is noticed (decision record 0037, addendum).
 */
const sources = {
  ...import.meta.glob<string>('../../../../../node_modules/posthog-js/lib/src/request.js', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob<string>('../../../../../node_modules/logrocket/dist/build.umd.js', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
};
const source = (file: string) => {
  const found = Object.entries(sources).find(([path]) => path.endsWith(file));
  if (!found) throw new Error(`${file} not found`);
  return found[1];
};

describe('spec section 9’s constants that the libraries fix themselves', () => {
  test('PostHog: every request times out after 60 s unless the call says otherwise', () => {
    expect(source('posthog-js/lib/src/request.js')).toContain(
      'options.timeout = options.timeout || 60000;',
    );
  });

  test('LogRocket: at most 1000 events buffered before its recorder is loaded', () => {
    const logRocket = source('logrocket/dist/build.umd.js');
    expect(logRocket).toContain('const MAX_QUEUE_SIZE = 1000;');
    expect(logRocket).toContain('if (this._buffer.length >= MAX_QUEUE_SIZE) {');
  });

  test('LogRocket: an incomplete stack trace waits 2 s for the browser’s onerror', () => {
    expect(source('logrocket/dist/build.umd.js')).toContain('}, stack.incomplete ? 2000 : 0);');
  });
});
