/**
 * One problem of a brand or flow, as `brand:check` prints it: the file to open, the field path in
 * it, what is wrong, what was expected, and the fix where one can be named.
 */
export interface Problem {
  /** Relative to the repository's root, as an editor opens it. */
  file: string;
  /**
   * The field path in that file's configuration (`theme.primary`, `steps[3]`, a text key), its
   * place (`line 3, column 2`), or '' for the file as a whole.
   */
  path: string;
  message: string;
  expected?: string;
  /** The known name closest to a misspelt one. */
  didYouMean?: string;
  /** A change that would pass (the nearest passing colour). */
  fix?: string;
}

/** A problem as one line, never a stack trace. */
export function formatProblem({ file, path, message, expected, didYouMean, fix }: Problem): string {
  return [
    // A problem of the whole file (it is missing) has no field to name.
    path === '' ? `${file}: ${message}` : `${file}: ${path}: ${message}`,
    ...(expected ? [`expected ${expected}`] : []),
    ...(didYouMean ? [`did you mean "${didYouMean}"?`] : []),
    ...(fix ? [`fix: ${fix}`] : []),
  ].join('; ');
}

/** Each line once (a brand in two countries, or two brands on one locale file, say it once). */
export function distinctLines(problems: readonly Problem[]): string[] {
  return [...new Set(problems.map(formatProblem))];
}
