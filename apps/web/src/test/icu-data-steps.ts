import { vi, type MockInstance } from 'vitest';

/**
 * Spies on the two Intl calls lib/intl-data.ts makes to load ICU's data in parts (the likely
 * subtags, then the collation), each writing its step into `log` and then doing what it does, so a
 * test can read in which task each part came. Restored by the caller (`mockRestore`).
 */
export function spyOnIcuDataSteps(log: string[]): MockInstance[] {
  const realMaximize = Intl.Locale.prototype.maximize;
  const realSupported = Intl.Collator.supportedLocalesOf;
  return [
    vi.spyOn(Intl.Locale.prototype, 'maximize').mockImplementation(function (this: Intl.Locale) {
      log.push('likely subtags');
      return realMaximize.call(this);
    }),
    vi.spyOn(Intl.Collator, 'supportedLocalesOf').mockImplementation((...args) => {
      log.push('collation');
      return realSupported(...args);
    }),
  ];
}
