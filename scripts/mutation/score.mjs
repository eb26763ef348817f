// @ts-check
/**
 * A group's mutation score from Stryker's JSON report (mutation-testing-report-schema): killed
 * and timed-out mutants over every mutant that ran or had no test (compile and run-time errors
 * and ignored mutants do not count), as Stryker's own "total" score.
 *
 * @param {{ files: Record<string, { mutants: { status: string }[] }> }} report
 */
export function mutationScore(report) {
  const counts = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0 };
  for (const file of Object.values(report.files)) {
    for (const { status } of file.mutants) {
      if (status in counts) counts[/** @type {keyof typeof counts} */ (status)] += 1;
    }
  }
  const detected = counts.Killed + counts.Timeout;
  const valid = detected + counts.Survived + counts.NoCoverage;
  return {
    killed: counts.Killed,
    timedOut: counts.Timeout,
    survived: counts.Survived,
    noCoverage: counts.NoCoverage,
    /** A percentage; NaN when nothing was mutated. */
    score: valid === 0 ? Number.NaN : (100 * detected) / valid,
  };
}
