import { describe, expect, test } from 'vitest';
import { filesOfModules, type BuiltChunk } from './next-step-files';

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  importedCss: string[] = [],
): BuiltChunk => ({
  fileName,
  moduleIds,
  imports,
  importedCss,
});

describe("the next steps' files the build lists", () => {
  const chunks = [
    chunk('assets/index-1.js', ['/app/src/main.tsx'], ['assets/shared-1.js']),
    chunk(
      'assets/step-form-1.js',
      ['/app/src/steps/step-form.tsx', '/app/src/steps/field.tsx'],
      ['assets/shared-1.js', 'assets/rules-1.js'],
      ['assets/step-form-1.css'],
    ),
    chunk('assets/shared-1.js', ['/app/src/lib/shared.ts']),
    chunk('assets/rules-1.js', ['/app/src/rules.ts'], ['assets/shared-1.js']),
    chunk('assets/toast-1.js', ['/app/src/toast.tsx'], [], ['assets/toast-1.css']),
  ];

  test("are each module's chunk, the chunks it imports and their styles, each once", () => {
    expect(
      filesOfModules(chunks, [
        '/app/src/steps/field.tsx',
        '/app/src/toast.tsx',
        '/app/src/rules.ts',
      ]),
    ).toEqual([
      'assets/step-form-1.js',
      'assets/shared-1.js',
      'assets/rules-1.js',
      'assets/step-form-1.css',
      'assets/toast-1.js',
      'assets/toast-1.css',
    ]);
  });

  test('a module loaded through a facade (its code in a shared chunk) has the facade hinted too, which its import() asks for', () => {
    const withFacade = [
      ...chunks,
      {
        ...chunk('assets/form-1.js', [], ['assets/fields-1.js']),
        facadeModuleId: '/app/src/form.tsx',
      },
      chunk('assets/fields-1.js', ['/app/src/form.tsx', '/app/src/field.tsx']),
    ];
    expect(filesOfModules(withFacade, ['/app/src/form.tsx'])).toEqual([
      'assets/form-1.js',
      'assets/fields-1.js',
    ]);
  });

  test('a module in no chunk (renamed or gone) fails the build rather than hinting nothing', () => {
    expect(() => filesOfModules(chunks, ['/app/src/gone.ts'])).toThrow(
      'No chunk of the build holds /app/src/gone.ts',
    );
  });
});
