import { normalizeDigits } from '../validation';

/**
 * A code as typed, pasted or filled in by the phone ("123 456", "123-456", full-width digits):
 * digits only. WCAG 2.2 SC 3.3.8: nothing to transcribe by hand, so any copy works.
 */
export function normalizeCode(typed: string): string {
  return normalizeDigits(typed).replace(/[\s\u00a0.-]/g, '');
}

export type CodeInputProblem = 'codeEmpty' | 'codeFormat';

/** What is wrong with the code before it is sent: nothing typed, or not `length` digits. */
export function checkCodeInput(typed: string, length: number): CodeInputProblem | null {
  const code = normalizeCode(typed);
  if (code === '') return 'codeEmpty';
  return new RegExp(`^\\d{${length}}$`).test(code) ? null : 'codeFormat';
}
