import type { EmailValidationAnswer } from '@lf/contract';

/** Throwaway-mailbox domains: such an address is not valid for an application. */
export const disposableDomains: ReadonlySet<string> = new Set([
  'mailinator.com',
  'guerrillamail.com',
  'yopmail.com',
  '10minutemail.com',
  'trashmail.com',
  'temp-mail.org',
]);

/** Common misspellings of large mail domains and what was meant. */
export const domainTypos: ReadonlyMap<string, string> = new Map([
  ['gmial.com', 'gmail.com'],
  ['gmai.com', 'gmail.com'],
  ['gamil.com', 'gmail.com'],
  ['gmail.con', 'gmail.com'],
  ['hotmial.com', 'hotmail.com'],
  ['hotmal.com', 'hotmail.com'],
  ['hotmail.con', 'hotmail.com'],
  ['yaho.com', 'yahoo.com'],
  ['yahooo.com', 'yahoo.com'],
  ['outlok.com', 'outlook.com'],
]);

/** Letters of any script, digits and the specials RFC 5322 allows unquoted; dots not at the ends. */
const LOCAL_PART = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
/** Labels of letters (any script), digits and inner hyphens; the last of two letters or more. */
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const TOP_LEVEL = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/u;

/** The address's syntax: one `@`, a local part of at most 64 and a domain with a dot. */
export function isEmailSyntaxValid(email: string): boolean {
  if (email.length > 254) return false;
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  const topLevel = labels[labels.length - 1] ?? '';
  return (
    local.length <= 64 &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL.test(topLevel)
  );
}

/** `+emaildown` anywhere in the local part: the check answers 503 (its failure is advisory). */
export function isEmailCheckDownFor(email: string): boolean {
  const at = email.lastIndexOf('@');
  return (at < 0 ? email : email.slice(0, at)).toLowerCase().includes('+emaildown');
}

/**
 * The advisory e-mail check: bad syntax and throwaway domains are not valid; a known typo in the
 * domain is valid but comes with the corrected address as a suggestion.
 */
export function checkEmail(email: string): EmailValidationAnswer {
  if (!isEmailSyntaxValid(email)) return { email, valid: false };
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1).toLowerCase();
  if (disposableDomains.has(domain)) return { email, valid: false };
  const meant = domainTypos.get(domain);
  return meant === undefined
    ? { email, valid: true }
    : { email, valid: true, suggestion: `${email.slice(0, at)}@${meant}` };
}
