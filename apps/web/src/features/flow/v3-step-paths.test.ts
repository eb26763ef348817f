import { describe, expect, test } from 'vitest';
import { StepContexts, StepKinds } from './step-catalogue';
import { V3StepPages } from './v3-step-pages';
import { V3StepPaths, type V3StepPath } from './v3-step-paths';

describe('v3 step paths', () => {
  test('are the 63 of the spec, each with a context and a kind the catalogue knows', () => {
    const paths: [string, V3StepPath][] = Object.entries(V3StepPaths);
    expect(paths).toHaveLength(63);
    for (const [, path] of paths) {
      expect(StepContexts).toContain(path.context);
      if (path.kind) expect(StepKinds).toContain(path.kind);
    }
  });

  test('a page of questions unless it says otherwise: only the first pages do', () => {
    const kinds = Object.values(V3StepPages).map(({ id, kind }) => `${id}: ${kind}`);
    expect(kinds.filter((kind) => !kind.endsWith(': dynamic'))).toEqual([
      'loan-details: loan-information',
      'initial-details: personal-information',
    ]);
  });

  test('use all 14 context groups', () => {
    expect(new Set(Object.values(V3StepPaths).map((path) => path.context))).toEqual(
      new Set(StepContexts),
    );
  });
});
