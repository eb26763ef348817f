import { describe, expect, test } from 'vitest';
import { StepContexts, StepKinds } from './step-catalogue';
import { V3StepPaths } from './v3-step-paths';

describe('v3 step paths', () => {
  test('are the 63 of the spec, each with a context and a kind the catalogue knows', () => {
    const paths = Object.entries(V3StepPaths);
    expect(paths).toHaveLength(63);
    for (const [, path] of paths) {
      expect(StepContexts).toContain(path.context);
      expect(StepKinds).toContain(path.kind);
    }
  });

  test('use all 14 context groups', () => {
    expect(new Set(Object.values(V3StepPaths).map((path) => path.context))).toEqual(
      new Set(StepContexts),
    );
  });
});
