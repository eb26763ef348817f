import { normalizeDigits } from '../validation';

/**
 * A code as typed, pasted or filled in by the phone ("123 456", "123-456", full-width digits):
 * digits only. WCAG 2.2 SC 3.3.8: nothing to transcribe by hand, so any copy works.
 */
export function normalizeCode(typed: string): string {
  return normalizeDigits(typed).replace(/[\s\u00a0.-]/g, '');
}

export type CodeInputProblem = 'codeEmpty' | 'codeFormat' | 'codeLength';

/**
 * What is wrong with the code before it is sent: nothing typed, something but digits, or not
 * `length` digits. Each has its own message, as GOV.UK's security codes do: "0000" is told the
 * count, not "numbers only".
 */
export function checkCodeInput(typed: string, length: number): CodeInputProblem | null {
  const code = normalizeCode(typed);
  if (code === '') return 'codeEmpty';
  if (!/^\d+$/.test(code)) return 'codeFormat';
  return code.length === length ? null : 'codeLength';
}
