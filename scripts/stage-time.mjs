// How long a stage of npm test took, for its closing lines (scripts/test.mjs).

/** `12m 05s`: the whole time rounded to a second first, so it never reads `1m 60s`. */
export function stageTime(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
}
