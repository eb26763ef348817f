/**
 * The reference an applicant quotes to the brand: the lead id's first eight hex digits, in two
 * groups ("3F1C 8A52"). Enough for the lender's staff to find the lead among a day's, never
 * the whole id (which reads the lead through a continue link).
 */
export function applicationReference(leadId: string): string | null {
  const digits = leadId.replace(/-/g, '').slice(0, 8).toUpperCase();
  return /^[0-9A-F]{8}$/.test(digits) ? `${digits.slice(0, 4)} ${digits.slice(4)}` : null;
}
