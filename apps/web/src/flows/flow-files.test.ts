import { describe, expect, test, vi } from 'vitest';
import defaultFlow from './v3-default.json';
import { loadFlowFile } from './flow-files';

const reference = { file: 'v3-default' };
const failedDownload = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: https://apply.example/assets/v3-default-1a2b.js',
  );

describe('a flow file downloaded again', () => {
  test('after a failed download (offline, then back online) is the flow, not the crash page', async () => {
    // Chromium fails a module it could not fetch at once ever after, so the retry asks for it under
    // a fresh address; what comes back is the module, whose flow is its default export.
    const importModule = vi.fn(async () => ({ default: defaultFlow }));
    const flow = await loadFlowFile(
      async () => {
        throw failedDownload();
      },
      reference,
      { isOnline: () => true, wait: async () => undefined, importModule },
    );
    expect(importModule).toHaveBeenCalledWith(
      'https://apply.example/assets/v3-default-1a2b.js?retry=1',
    );
    expect(flow.steps.length).toBeGreaterThan(0);
  });
});
