import { AxeBuilder } from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

export const API_ORIGIN = 'http://127.0.0.1:4174';

/** Every page an e2e test visits is checked against WCAG 2.2 A and AA. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

interface Fixtures {
  /** Console errors and uncaught page errors seen during the test; any fails it. */
  browserErrors: string[];
  /** Console errors a test provokes on purpose (e.g. a blocked request) and accepts. */
  allowConsoleError: (pattern: RegExp) => void;
}

export const test = base.extend<Fixtures>({
  browserErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
    },
    { auto: true },
  ],
  allowConsoleError: [
    async ({ browserErrors }, use) => {
      const allowed: RegExp[] = [];
      await use((pattern) => allowed.push(pattern));
      const unexpected = browserErrors.filter((text) => !allowed.some((p) => p.test(text)));
      expect(unexpected, 'unexpected console errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
