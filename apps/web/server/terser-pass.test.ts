import { SourceMapConsumer, SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { compressAgain } from './terser-pass';

// What Oxc leaves and Terser takes out: a constant condition, a variable used once, two returns.
const written = [
  'function pick(e){const t="lf-step__actions";if(!0)return t;return"never"}',
  'export{pick as p};',
  '//# sourceMappingURL=step-form-abc.js.map',
  '',
].join('\n');

/** The chunk's map as the build writes it: the class name's string is step-form.tsx:13:16. */
function writtenMap() {
  const map = new SourceMapGenerator({ file: 'step-form-abc.js' });
  map.addMapping({
    source: 'src/features/steps/step-form.tsx',
    original: { line: 12, column: 9 },
    generated: { line: 1, column: 9 },
    name: 'pick',
  });
  map.addMapping({
    source: 'src/features/steps/step-form.tsx',
    original: { line: 13, column: 16 },
    generated: { line: 1, column: 26 },
  });
  return map;
}

describe('the second compression of a built chunk', () => {
  it('writes less code that does the same', async () => {
    const { code } = await compressAgain(written, null);
    expect(code.length).toBeLessThan(written.length);
    expect(code).not.toContain('never');
    const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
      p: () => string;
    };
    expect(module.p()).toBe('lf-step__actions');
  });

  it('still names the chunk’s source map on its last line', async () => {
    const { code } = await compressAgain(written, writtenMap());
    expect(code.trimEnd().split('\n').at(-1)).toBe('//# sourceMappingURL=step-form-abc.js.map');
    expect(code.match(/sourceMappingURL/g)).toHaveLength(1);
  });

  it('maps the code it writes to the sources, not to the code it was given', async () => {
    const { map } = await compressAgain(written, writtenMap());
    expect(map).not.toBeNull();
    const consumer = new SourceMapConsumer(JSON.parse(map ?? '{}'));
    const originals: string[] = [];
    consumer.eachMapping(({ source, originalLine }) => {
      if (source) originals.push(`${source}:${originalLine}`);
    });
    expect(originals).toContain('src/features/steps/step-form.tsx:13');
    expect(originals.every((original) => original.startsWith('src/'))).toBe(true);
  });
});
