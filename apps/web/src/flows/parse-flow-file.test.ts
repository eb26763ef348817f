import { describe, expect, test } from 'vitest';
import romanian from '../brands/lei-rapid-ro/v3-romanian.flow.json';
import { parseFlowFile } from './parse-flow-file';

describe('a flow data file', () => {
  test('is read as it is, or with the brand’s own starting page', () => {
    expect(parseFlowFile(romanian, { file: 'v3-romanian' }).start).toBe('initial-details');
    const fromName = parseFlowFile(romanian, { file: 'v3-romanian', start: 'name' });
    expect(fromName.start).toBe('name');
    expect(fromName.steps).toEqual(romanian.steps);
  });

  test('a file of the wrong shape is refused, naming the file', () => {
    expect(() => parseFlowFile({ name: 'x', steps: 'name' }, { file: 'broken' })).toThrow(
      /Invalid flow file "broken"/,
    );
  });
});
