import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes the list, beside its manifest (read by scripts/prerender.ts). */
export const NEXT_STEP_FILES_PATH = '.vite/next-steps.json';

/**
 * The modules the steps after the first page load (src/app/prefetch-next-steps.ts loads each):
 * the step form, every page's fields, the loan summary, its dialog to change the loan (under a v3
 * brand's first question too) and its representative example, the toasts, the lead and API clients, the field rules with the phone modules, the canonicalizer, and the checks across
 * fields (the personal code against the birth date, the plausibility rules).
 */
export const NEXT_STEP_MODULES = [
  'src/features/steps/step-form.tsx',
  'src/features/flow/lazy.ts',
  'src/features/flow/field-catalogue.ts',
  'src/features/loan-information/loan-summary.tsx',
  'src/features/loan-information/amount-dialog.tsx',
  'src/features/representative-example/representative-example.tsx',
  'src/features/notifications/toast-container.tsx',
  'src/features/lead/lazy.ts',
  'src/lib/api-client.ts',
  'src/features/validation/field-rules.ts',
  'src/features/validation/phone-number.ts',
  'src/features/validation/mobile-phone-number.ts',
  'src/features/validation/field-canonicalizer.ts',
  'src/features/validation/personal-code-consistency.ts',
  'src/features/steps/cross-field-checks.ts',
  'src/features/validation/plausibility.ts',
] as const;

/** What the plugin reads of an output chunk. */
export interface BuiltChunk {
  fileName: string;
  /** The module whose exports the chunk is, where it is one's (a facade re-exports a shared chunk's). */
  facadeModuleId?: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  importedCss: readonly string[];
}

/**
 * The files of the chunks holding `modules` and of every chunk they import statically, with
 * their styles: what the browser fetches to run those modules, in dependency order. A module in
 * no chunk is an error (renamed or gone), so the list cannot go stale unseen.
 */
export function filesOfModules(
  chunks: readonly BuiltChunk[],
  modules: readonly string[],
): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const add = (chunk: BuiltChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const importedChunk = byFile.get(imported);
      if (importedChunk) add(importedChunk);
    }
    for (const css of chunk.importedCss) files.add(css);
  };
  for (const module of modules) {
    // The chunk a dynamic import of the module asks for: its facade where the build made one.
    const chunk =
      chunks.find((candidate) => candidate.facadeModuleId === module) ??
      chunks.find((candidate) => candidate.moduleIds.includes(module));
    if (!chunk) throw new Error(`No chunk of the build holds ${module}`);
    add(chunk);
  }
  return [...files];
}

/**
 * Writes the files of the next steps' modules (NEXT_STEP_MODULES) to NEXT_STEP_FILES_PATH, so the
 * page can hint them to the browser (fetched and compiled, not run) once it is idle (decision
 * 0031). The browser build only: the prerender's renderer loads nothing lazily.
 */
export function nextStepFiles(root: string): Plugin {
  return {
    name: 'next-step-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      const chunks: BuiltChunk[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                facadeModuleId: output.facadeModuleId,
                moduleIds: output.moduleIds,
                imports: output.imports,
                importedCss: [...(output.viteMetadata?.importedCss ?? [])],
              },
            ]
          : [],
      );
      const modules = NEXT_STEP_MODULES.map((module) => path.resolve(root, module));
      this.emitFile({
        type: 'asset',
        fileName: NEXT_STEP_FILES_PATH,
        source: JSON.stringify(filesOfModules(chunks, modules)),
      });
    },
  };
}
