/**
 * V8's explicit compile hint (Chrome 136 and later): a script that starts with this comment has
 * every function compiled as it streams in, on a background thread, instead of each on the main
 * thread when first called. Other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunks whose functions nearly all run as the first page is taken over: React's, whose
 * hydration calls most of react-dom. Eagerly compiled, its main-thread work on a Lighthouse load
 * went from 383–545 ms to 327–391 ms at 4x CPU (decision 0034, addendum of 2026-12-06). The app's
 * own chunks are small and partly run later; the hint would cost them bytes and memory for
 * nothing measurable.
 */
const EAGERLY_COMPILED_CHUNKS: ReadonlySet<string> = new Set(['react']);

/** The hint a chunk starts with, if any. */
export function compileHintFor(chunk: { name: string }): string | undefined {
  return EAGERLY_COMPILED_CHUNKS.has(chunk.name) ? COMPILE_HINT : undefined;
}

/** Whether a built script starts with the hint. */
export function startsWithCompileHint(code: string): boolean {
  return code.startsWith(`${COMPILE_HINT}\n`);
}
