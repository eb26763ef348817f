import {
  invalid,
  normalizeIdentifier,
  valid,
  type NationalIdResult,
} from './national-id-result.js';

/**
 * Province codes of the 63 provinces and centrally run cities, as Circular 07/2016/TT-BCA lists
 * them for the citizen identity card. The code is where the birth was registered; the 2025
 * merger of provinces does not change numbers already issued.
 */
export const VietnamProvinceCodes: ReadonlySet<string> = new Set(
  `
  001 002 004 006 008 010 011 012 014 015 017 019 020 022 024 025 026 027 030 031 033 034
  035 036 037 038 040 042 044 045 046 048 049 051 052 054 056 058 060 062 064 066 067 068
  070 072 074 075 077 079 080 082 083 084 086 087 089 091 092 093 094 095 096
  `
    .trim()
    .split(/\s+/),
);

/**
 * Vietnam: CCCD, 12 digits: province code (3), century and sex (1: 0/1 1900s, 2/3 2000s, up to
 * 8/9 for the 2300s), year of birth (2) and a serial (6). There is no check digit.
 */
const CCCD = /^(\d{3})\d{9}$/;

export function checkVietnameseCccd(input: string): NationalIdResult {
  const value = normalizeIdentifier(input);
  const parts = CCCD.exec(value);
  if (!parts?.[1]) return invalid('format');
  return VietnamProvinceCodes.has(parts[1]) ? valid(value) : invalid('region');
}
